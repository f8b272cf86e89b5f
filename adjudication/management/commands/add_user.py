"""manage.py add_user --role physician|author|admin --username NAME [--system-author]

The password comes from ``EPIKG_USER_PASSWORD`` or a prompt (asked twice), never from the
command line, where it would stay in the shell history and the process list.
"""

import getpass
import os

from django.core.management.base import BaseCommand, CommandError

from adjudication.raters import UserError, add_user
from epikg_core.roles import ROLES


class Command(BaseCommand):
    help = "Create a user with one role (physician, author or admin); the password from EPIKG_USER_PASSWORD or a prompt."

    def add_arguments(self, parser):
        parser.add_argument("--role", required=True, choices=ROLES)
        parser.add_argument("--username", required=True)
        parser.add_argument("--system-author", action="store_true",
                            help="the user helped build the system: analyses can leave their ratings out")

    def handle(self, *args, role, username, system_author, **options):
        password = os.environ.get("EPIKG_USER_PASSWORD", "")
        if not password:
            if not self.stdin_is_interactive():
                raise CommandError("set EPIKG_USER_PASSWORD or run interactively to be asked for the password")
            password = getpass.getpass(f"Password for {username}: ")
            if password != getpass.getpass("Again: "):
                raise CommandError("the passwords differ; nothing was created")
        try:
            user = add_user(username=username, role=role, password=password, system_author=system_author)
        except UserError as exc:
            raise CommandError(str(exc)) from None
        flag = " (system author)" if system_author else ""
        self.stdout.write(f"created {role} {user.get_username()}{flag}")

    @staticmethod
    def stdin_is_interactive() -> bool:
        import sys

        return sys.stdin.isatty()
