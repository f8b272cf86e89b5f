"""Reference-answer curation (issue 16): the work around the immutable reference versions.

Lives with the references on the authors' side of the blinding wall, never in ``adjudication``.
``checks`` holds the automatic checks that flag likely defects for the triage queue
(``check_references(dataset, version)``; ``manage.py check_references``); ``chart`` reads each
reference with its question and chart; ``rules`` loads the words the checks read
(``data/check_rules.json``); ``releases`` freezes a reference version (``release_version``;
``manage.py release_references``); ``corrections`` writes and reads ``corrections.json``
(``manage.py export_corrections`` / ``import_corrections``). See docs/reference-curation.md.
"""
