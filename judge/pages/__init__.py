"""Pages: FAQ topic pages and the offline site."""
