"""Files: game records, save files of a Partie and house-rule files, each read and checked
completely before use and written atomically."""
