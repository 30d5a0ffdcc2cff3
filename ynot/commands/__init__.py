"""Sub-commands of the ``ynot`` entry point: one module each, light to import."""
