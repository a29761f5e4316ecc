// Empty: tsconfig.boundaries.json needs one input; the boundary check names its own folders.
