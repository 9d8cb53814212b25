"""pyqtgraph for the bundle: its data files and the Qt templates it imports by name, not its
examples (they would open a window), its 3D part (it needs PyOpenGL) nor its Jupyter widget,
which dokodesk does not use."""

from PyInstaller.utils.hooks import collect_data_files, collect_submodules

SKIPPED = ("pyqtgraph.examples", "pyqtgraph.opengl", "pyqtgraph.jupyter")

datas = collect_data_files("pyqtgraph", excludes=["**/examples/*"])
modules = collect_submodules("pyqtgraph", filter=lambda name: not name.startswith(SKIPPED))
hiddenimports = [name for name in modules if "Template" in name]
hiddenimports.append("pyqtgraph.multiprocess.bootstrap")
