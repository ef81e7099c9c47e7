print("l10n-gen")
