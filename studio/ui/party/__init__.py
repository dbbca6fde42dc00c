"""Party play in the GUI: a party window, its chat, the new-party dialog (docs/PARTY.md)."""
