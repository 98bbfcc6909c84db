"""The cards: the bundled card list with its errata, bans and official rulings per rules
version (catalog), finding a card by name (lookup), what the project's card-text reading
understands of each (understood), and `judge card` / `judge cards --coverage` (report)."""
