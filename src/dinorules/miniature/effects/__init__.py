"""Conditions and resources: Fear, Furious, special ammunition, equipment, Command, Requisition."""
