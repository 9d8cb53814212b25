"""The app's translations (``dokodesk_*.ts``, compiled to ``.qm``) and its icon, installed as
the package ``dokodesk.gui.resources`` (``dokodesk.gui.i18n`` reads them through
:mod:`importlib.resources`)."""
