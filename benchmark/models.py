"""Benchmark models (questions, reference versions, runs) arrive with the benchmark issue."""
