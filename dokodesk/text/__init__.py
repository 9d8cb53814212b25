"""Every German and English word the engine's messages, the rules' explanations, the summary,
the hints and the terminal show, from one catalogue."""
