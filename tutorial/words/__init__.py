"""What a reader reads: the UI languages, card names, the engine's reasons as sentences, narration and
transcripts of deals."""
