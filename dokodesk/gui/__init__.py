"""Qt user interface: the card table, dialogs and the artwork they draw."""
