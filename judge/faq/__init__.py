"""FAQ topics as data (rules_data/faq): the questions, the worked examples and the official
rulings that back facts. Below the reader and the pages, which both read it."""
