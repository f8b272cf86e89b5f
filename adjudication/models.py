"""Adjudication models (studies, assignments, ratings) arrive with the rating issue."""
