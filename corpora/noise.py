# SPDX-License-Identifier: GPL-2.0
"""Noise commits for the minikernel: small, realistic edits of in-tree drivers (placeholder)."""


class Noise:
    def __init__(self, rng):
        self.rng = rng

    def make(self, tree, ok, protected):
        return None
