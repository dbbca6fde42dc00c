"""Voice in the GUI: replies read aloud through Qt Multimedia, push-to-talk in.

* :mod:`.loop`: the voice's own asyncio thread (speech never waits behind a turn);
* :mod:`.audio_out`: :class:`ClipPlayer`, WAV clips one after another on a ``QAudioSink``;
* :mod:`.microphone`: :class:`Microphone`, push-to-talk recording on a ``QAudioSource``;
* :mod:`.controller`: :class:`VoiceController`, what the chat pane holds: the
  buttons, auto-read, mute, speaking a message, the transcript into the box.

See docs/VOICE.md.
"""
