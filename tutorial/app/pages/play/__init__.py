"""The Play page: before, during and after a deal."""
