"""The engine: the game state, facts and predicates, judging and verdicts."""
