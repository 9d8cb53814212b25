"""The Qt Designer forms of the app's dialogs, installed as the package ``dokodesk.gui.ui``
(``dokodesk.gui.i18n.load_ui`` reads them through :mod:`importlib.resources`)."""
