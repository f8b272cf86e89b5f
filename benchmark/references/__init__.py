"""Reference-answer curation (issue 16): the work around the immutable reference versions.

Lives with the references on the authors' side of the blinding wall, never in ``adjudication``.
``checks`` holds the automatic checks that flag likely defects for the triage queue
(``check_references(dataset, version)``; ``manage.py check_references``); ``chart`` reads each
reference with its question and chart; ``rules`` loads the words the checks read
(``data/check_rules.json``). See docs/reference-curation.md.
"""
