"""Pieces every app of the workbench stands on: roles, data-file validation, source versions.

Below ``retrieval``, ``benchmark`` and ``adjudication``; above nothing of the project's own. The
site package (``epikg_site``) sits on top of the apps.
"""
