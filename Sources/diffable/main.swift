print("diffable: the shell is not built yet")
