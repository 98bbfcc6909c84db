"""`python -m judge` runs the command line."""

from judge.cli import run

run()
