"""FAQ topics: questions as data, answers computed by the engine when a page is built."""
