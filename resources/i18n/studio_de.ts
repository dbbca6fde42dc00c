<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>Die des Designs</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rosé</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Bernstein</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Petrol</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>Schrift der App</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>Diese Schrift:</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>Schriftgröße der App</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>ein Bild neben deinen Nachrichten (sonst deine Initialen)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>Avatar-Bild auswählen</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>Akzentfarbe</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>Chat-Schrift</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>Chat-Schriftgröße</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>Dein Avatar</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>Chat-Schriftfamilie</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>Autorennotiz für dieses Gespräch</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>Zum Beispiel: [Stil: kurze Antworten, Präsens.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>Wie viele Nachrichten vor dem Ende (0: nach der letzten)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>Bei jeder N-ten deiner Nachrichten senden (1: immer, 0: nie)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>Alle N Nachrichten</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Gesendet als</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>Das Modell liest diese Notiz nur in diesem Gespräch; Makros wie {{char}} und {{user}} funktionieren. Leer lassen, um sie zu entfernen.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>Der Hintergrund {path} konnte nicht als Bild gelesen werden.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>Öffnen Sie zuerst eine Figur.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>Hintergrundbild für {name}</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} ist kein Bild, das diese App lesen kann.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>Hintergrund nicht übernommen</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>Das Bild konnte nicht nach {folder} kopiert werden: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>Lässt das Modell Einträge in einer JSON-Datendatei nachschlagen (über contextFile im Agenten-Eintrag benannt): nach Schlüssel oder gefiltert nach einem Feld.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>Lässt das Modell in einer Kontextdatei nachschlagen (über contextFile im Agenten-Eintrag benannt), statt die ganze Datei in jeder Anfrage mitzuschicken.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>Lässt das Modell frühere Nachrichten des Gesprächs durchsuchen, auch solche, die zu alt sind, um noch in seiner Sicht zu sein.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>Lorebook (World Info): Vor jeder Anfrage an das Modell werden die Einträge, deren Stichwörter in den letzten Nachrichten vorkommen, in den Kontext des Modells aufgenommen.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>Merkt sich Fakten über das ganze Gespräch: Das Modell speichert und löscht benannte Erinnerungen, und jede gespeicherte Erinnerung wird ihm zu Beginn jeder Anfrage gezeigt.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>Die Laufzeit für Unteragenten: beantwortet den Werkzeugaufruf eines Unteragenten (eine name.subagent.md-Promptdatei) mit einem eigenen Modellaufruf.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>Langzeitgedächtnis für lange Chats: führt eine laufende Zusammenfassung des Gesprächs, das älter ist als das aktuelle Fenster, und zeigt sie dem Modell zu Beginn jeder Anfrage.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>Charakterbild</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>Notizen des Autors</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>Begrüßungen</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>Was dieser Charakter kann</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>Gespeicherte Gespräche</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← Bibliothek</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>Zurück zur Bibliothek</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neues Gespräch</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>Ein neues Gespräch mit der gewählten Begrüßung beginnen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>Begrüßungen — wähle, wie ein neues Gespräch beginnt</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Tags: {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>Der Autor hat keine Notizen hinterlassen.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Erste Nachricht</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>Begrüßung {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — Nachrichten: {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>Gespräch {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>Noch keine Gespräche: „Spielen“ beginnt das erste.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>Ab hier abschneiden</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Erneut senden</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>Bearbeiten &amp;&amp; neu erzeugen</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>Als inakzeptabel markieren</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>Ab hier abzweigen</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>Anfrage untersuchen…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>Gedankengang zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>Chat exportieren</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>Agenten-Logzeilen und Fehler</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>Der Gedankengang des Modells</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Mit aufnehmen:</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Öffne ein Gespräch, um es zu exportieren.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>Chat exportiert nach {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Nicht exportiert: {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>Im Chat suchen — Enter: weiter, Umschalt+Enter: zurück</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Alle Gespräche</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>In jedem Gespräch dieses Charakters suchen (Strg+Umschalt+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>keine Treffer</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} von {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, Nachricht {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>Keine Nachricht dieses Charakters enthält das.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>Bild anhängen…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>Bilder mit der nächsten Nachricht senden (oder hineinziehen oder einfügen)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Bilder anhängen</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>Klicken, um dieses Bild zu entfernen</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>Angehängtes Bild {number}, klicken zum Entfernen</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>Ein Bild zum Senden</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>{count} Bilder zum Senden</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>Die Chat-Vorlage dieses Modells verlangt, dass sich Nachrichten von Nutzer und Assistent abwechseln.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>Aufeinanderfolgende Nachrichten zusammenfassen</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>Die Chat-Vorlage dieses Modells hat keine Systemrolle.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Den Systemprompt als Nutzertext senden</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>Kontext: –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>Die Kontextanzeige füllt sich mit der ersten Antwort.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>Kontext: {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} nicht gesendet</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>Die letzte Anfrage nutzte etwa {used} der {window} Token des Modells (Kontextgröße: {source}) und hielt {reserve} für die Antwort frei. {sent} von {history} früheren Nachrichten wurden gesendet; die ältesten fallen weg, wenn sie nicht mehr passen, und bleiben im Gespräch. Gezählt mit: {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>Das Modell, das die Antworten schreibt (Enter zum Wechseln)</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Nachricht bearbeiten</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Strg+Enter speichert · Esc bricht ab</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>Speichern &amp;&amp; neu erzeugen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>Charakter, Begrüßung</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>Agenten-Logzeile</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 Nachricht wartet auf das Senden</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} Nachrichten warten auf das Senden</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>Öffne einen Charakter, um mit ihm zu chatten.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>Öffne einen Charakter, um zu chatten.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>Für diesen Anbieter geändert: erneut senden oder neu erzeugen.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>Nachricht bearbeitet.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>Nachricht gelöscht.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>Fehler · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>privat an {name}</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>private Antwort</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Bearbeiten rückgängig</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Löschen rückgängig</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>Nachricht — Enter sendet, Umschalt+Enter für eine neue Zeile, @ für Befehle</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Ausdruck: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Einen Befehl ausführen</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@befehl Argumente</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>Gib einen Befehl und seine Argumente ein; Enter führt ihn aus:</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>Dieser Charakter hat keine Befehle.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>Gespräch umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>{count} Gespräche exportieren</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} Gespräche, je eine Datei, in diesen Ordner und dieses Format: Jede Datei ist nach der Nummer ihres Gesprächs benannt.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Abzweigen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>Die ausgewählten Gespräche löschen</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>Die ausgewählten Gespräche exportieren (Strg+Klick oder Umschalt+Klick wählt mehrere)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>Eine Begrüßung wählen</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Gespräch löschen</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>Gespräch leeren</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>Alle Nachrichten entfernen und die Speicher der Agenten zurücksetzen?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>Von der Festplatte neu laden</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>Diese Datei ist groß: Die Hervorhebung ist aus und sie öffnet sich schreibgeschützt. Bearbeiten Sie sie in einem anderen Programm.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>Diese Datei wurde auf der Festplatte gelöscht. Speichern schreibt sie neu.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>Diese Datei wurde auf der Festplatte geändert, während du hier ungespeicherte Änderungen hast.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>Projektdateien</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>Tab bewegt in dieser Datei den Fokus (Strg+M wechselt)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>Tab rückt in dieser Datei ein (Strg+M wechselt)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Keine Datei geöffnet</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Zeile {number}</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>Welche Einträge würden bei diesem Text auslösen?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>Das Buch kann nicht getestet werden: {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Eintrag entfernen</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>JSON ausblenden</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>Das JSON des Buchs neben der Tabelle zeigen oder einklappen</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>Inhalt des ausgewählten Eintrags</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>Wähle einen Eintrag, um hier seinen Inhalt zu schreiben.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>JSON zeigen</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>Das JSON ist noch kein Lorebook; die Tabelle zeigt den letzten gültigen Stand.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>Keine Probleme: Der Charakter ist fehlerfrei.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>Neue Kontextdatei…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>Neuer Agent</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>Neues Lorebook…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>Neue Kontextdatei</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Dateiname:</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>Die Kontextdatei konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>Neues Lorebook</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>Das Lorebook konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>Name des Agenten:</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>Der Agent konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>Umbenennen nicht möglich</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Agenten-Log</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Datenordner öffnen</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>Prüfe Endpunkt und API-Schlüssel in den Einstellungen.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>Ein Agent ist fehlgeschlagen; Details im Agenten-Log.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>Ein Hook eines Agenten ist fehlgeschlagen; Details im Agenten-Log.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>Ein Token-Limit wurde erreicht; erhöhe die Limits in den Einstellungen, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>Das Limit für Werkzeugaufrufe einer Antwort wurde erreicht; deine nächste Nachricht macht hier weiter.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>Speichern fehlgeschlagen; prüfe, ob der Datenordner beschreibbar und nicht voll ist.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>Details im Agenten-Log.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Willkommen bei Character Studio.&lt;/b&gt;&lt;br&gt;Charaktere sprechen über einen OpenAI-kompatiblen Modell-Endpunkt deiner Wahl: einen gehosteten Anbieter (OpenAI, OpenRouter, Venice, DeepSeek, …) mit &lt;i&gt;deinem eigenen&lt;/i&gt; API-Schlüssel oder einen lokalen Server (Ollama, LM Studio, llama.cpp), der keinen braucht. Wähle einen Anbieter, füge deinen Schlüssel ein, drücke &lt;i&gt;Modelle aktualisieren&lt;/i&gt; und wähle das Hauptmodell (es spielt den Charakter) und das Arbeitsmodell (Agenten nutzen es). Dein Schlüssel liegt im Schlüsselbund des Systems und wird nie in einen Charakter, ein Gespräch oder ein Log geschrieben.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Character Studio einrichten</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>Eine Begrüßung wählen</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>Gespräch beginnen</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>Dieser Charakter kann das Gespräch auf mehrere Arten eröffnen:</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>Agent:</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>Werkzeugaufrufe &amp;&amp; Befehle</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Logzeilen</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>@debug-Log</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Details der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>Wähle eine Zeile, um ihre vollständigen Argumente und ihr Ergebnis zu sehen.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>Die Tabelle der Werkzeugaufrufe leeren (Dateien bleiben unberührt)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>{title} bearbeiten</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>Anfrage-Inspektor — Eintrag {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>Antwort &amp;&amp; Verbrauch</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>Rohe Anfrage</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>Anfragen konnten nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>Den Standardzustand ersetzen?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>Speicherstatus</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>Als Standardzustand speichern</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>Die Sprache wechselt, sobald du OK drückst.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>Keine Schrift auf diesem Computer kann {language} darstellen: Der Text würde als leere Kästchen erscheinen. Installiere eine Schrift dafür (zum Beispiel Noto Sans CJK, das Paket fonts-noto-cjk) und wähle die Sprache erneut.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Zuletzt hinzugefügt</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Alle Tags</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} und {count} weitere</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>Aus der Bibliothek entfernen</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>{names} aus deiner Bibliothek entfernen? Ihre Dateien und Gespräche bleiben erhalten.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Noch nicht gespielt</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>Last played {when}</source>
        <translation>Zuletzt gespielt {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Deine Charaktere&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>Nach Name, Beschreibung oder Tag suchen</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>Charaktere suchen</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Kachelgröße</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>Nur Charaktere mit diesem Tag zeigen (aus ihren Karten)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Über…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>Die Seite des Charakters: Bild, Notizen, Begrüßungen, Gespräche</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · Datei nicht gefunden</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}: {path} (nicht gefunden)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Tags: {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;Deine Charaktere&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Agenten-Log</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>Öffne ein Charakterprojekt (Datei → Projekt öffnen) oder erstelle eines (Datei → Neu).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>Öffne ein Charakterpaket (Datei → Paket öffnen) oder zieh eine .zip-Datei oder eine Karte hierher.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>Deine Änderungen vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>Öffne ein Projekt, um es zu exportieren.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>Nicht geöffnet: Das Paket wurde nicht angenommen.</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Servername</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp (statt eines Befehls)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>NAME=Wert, einer pro Zeile (bei deinen API-Schlüsseln aufbewahrt)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP-Header</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, einer pro Zeile (bei deinen API-Schlüsseln gespeichert)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>leer: jeder Charakter; oder Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>oder URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>Header (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>Zeitlimit pro Aufruf</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>Angeboten für</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Gib dem Server einen Namen.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>Gib entweder einen Befehl oder eine URL ein.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>Die URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP-Server (Werkzeuge deiner eigenen Programme)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>Ihre Werkzeuge werden nach denen des Charakters angeboten; vor jedem Aufruf wirst du gefragt, außer du hast „immer“ gewählt. Charaktere können keine Server hinzufügen.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>&amp;Alle speichern</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>Paket &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>Als &amp;Karte exportieren…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>Von &amp;URL importieren…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>&amp;Paket öffnen…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>&amp;Gruppe öffnen…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>Neue Gr&amp;uppe…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>&amp;Modelle…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>Suchen und &amp;Ersetzen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>Nächster &amp;Tab</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Nächster &amp;Bereich</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>Vorheriger B&amp;ereich</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>&amp;Befehl…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>Alle Gespräche &amp;durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>Antwort &amp;stoppen</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>Chat e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>&amp;Begrüßung wählen…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>&amp;Persona für dieses Gespräch…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>&amp;Autorennotiz…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>&amp;Hintergrundbild…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>&amp;Kein Hintergrund</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>&amp;Entfernte Bilder laden</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>Bilder zeigen, die Nachrichten mit einer https-Adresse nennen (über den Web-Schutz geladen; aus: sie bleiben Links)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>&amp;Gesichtsausdrücke zeigen</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>Das Ausdrucksbild der Figur neben dem Chat zeigen, wo ihr Paket oder ihre Karte welche hat</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>Modelle, die der eingebaute (Offline-)Server ausführen kann:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>GGUF-Datei &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>Dieses Modell &amp;verwenden</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>installiert</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (in Gebrauch)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size}: empfohlen, nicht installiert (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>GPU-Auslagerung: verfügbar ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>GPU-Auslagerung: nicht in diesem Build (xllamacpp von PyPI läuft nur auf der CPU)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>GGUF-Modelldatei hinzufügen</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF-Modelle (*.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>{name} wird geprüft und kopiert…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>Der eingebaute Server wechselt zu {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>Ab dem nächsten Start in Gebrauch: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>kann über deine Modelle deine Token verbrauchen (es ruft dein Haupt- oder Arbeitsmodell auf)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>möchte Webzugriff (kann Webseiten nur abrufen, wenn du den Webzugriff einschaltest)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>liest den Verlauf dieses Gesprächs</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>liest die eigenen Kontextdateien des Charakters</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>liest die Speicher anderer Agenten, die ihm freigegeben wurden</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>Unteragent</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>Werkzeuge, die das Modell aufrufen kann: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>Befehle, die du eingeben kannst: {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>Läuft bei: {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>Verlangt keine zusätzlichen Berechtigungen (keine &lt;code&gt;@api&lt;/code&gt;-Zeilen).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dieser Charakter möchte Webzugriff.&lt;/b&gt; Er bleibt aus, bis du ihn in den Einstellungen für diesen Charakter einschaltest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Einige Agenten können über deine Modelle deine Token verbrauchen.&lt;/b&gt; Die Einstellungen begrenzen, wie viele Token Agenten pro Antwort und pro Gespräch nutzen dürfen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Agenten: Dieser Charakter führt keinen Code aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 Agent führt Code in einer Sandbox aus, ohne Zugriff auf deine Dateien oder das Netz über das Aufgeführte hinaus.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} Agenten führen Code in einer Sandbox aus, ohne Zugriff auf deine Dateien oder das Netz über das Aufgeführte hinaus.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>Bevor du {name} spielst</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Annehmen und spielen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>Wer antwortet</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>Wer antwortet: alle (nach der Zugregel der Gruppe) oder ein Mitglied</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>Nur das gewählte Mitglied sieht die Nachricht und seine Antwort</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>Nachricht — Enter sendet; nenne Mitglieder, um sie anzusprechen, oder wähle unten eines</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>Neue Gruppe</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>Neue Gruppe</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>Projektordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>Paket hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>Zusätzliche Antworten, die Mitglieder einander nach deiner geben dürfen</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>Name der Gruppe:</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>Zugregel:</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>Geplauder:</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>Gruppe speichern…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>Mitglieder (Ordner und Pakete, in Sprechreihenfolge):</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>Ein Charakterprojekt hinzufügen</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>Ein Charakterpaket hinzufügen</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Charakterpakete (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>Die Gruppe speichern</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>Gruppen (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>Agenten-Log</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>Antwort &amp;stoppen</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>Gruppe — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>Gruppe &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>{name} wird geöffnet…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — Gruppe</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} ist bereit: {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Eine Gruppe öffnen</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>Persona für dieses Gespräch</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>Meine Einstellungen verwenden</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Über dich</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>Charaktere nennen dich nur in diesem Gespräch bei diesem Namen ({{user}}).</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>entfernte Bilder sind aus: Chat → Entfernte Bilder laden</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>nur https-Bilder werden geladen</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>wird geladen…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>kein PNG-, JPEG-, GIF- oder WebP-Bild</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>das Bild konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>die data-URL ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>nur die eigenen Dateien der Figur und data:-URLs werden gezeigt</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>keine Figur ist geöffnet</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[Bild: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[Bild: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>größer als {size} MB</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>nur Dateien im Ordner der Figur werden gezeigt</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} ist nicht im Ordner der Figur</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>{file} konnte nicht gelesen werden ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>Charakterbild</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>Begrüßung wählen…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>Ein Modell einrichten…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>Charakter-&amp;Bibliothek</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>&amp;Entwicklerwerkzeuge</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>Letzte &amp;Anfrage untersuchen…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>Noch keine Antwort: nichts zu untersuchen.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>Das eingebaute Modell startet… Gesendet wird, sobald es bereit ist.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>Es ist noch kein Modell eingerichtet, daher kann der Charakter nicht antworten. Richte eines ein, um zu chatten{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Schreib eine Nachricht…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>Richte ein Modell ein, um zu chatten.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Das eingebaute Modell konnte nicht starten: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>Bereit zum Spielen</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;Ein Modell verbinden&lt;/h2&gt;Charaktere sprechen über ein Sprachmodell. Wähle eines davon; du kannst es später in den Einstellungen ändern.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>Auf diesem Computer, offline</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Das eingebaute Modell verwenden</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>Ein kleines Modell, das auf diesem Computer läuft: kein Konto, kein Schlüssel, nichts wird irgendwohin gesendet. Startet schnell; seine Antworten sind einfach.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>Läuft bereits auf diesem Computer</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Noch einmal suchen</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>Ein Online-Dienst (braucht ein Konto)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>API-Schlüssel einfügen</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>Dein Schlüssel liegt im Schlüsselbund des Systems, nie in einem Charakter oder Chat.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>Nicht diesen Charakter</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>Das eingebaute Modell wird geladen: {done} von {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>Eingebautes Modell in Verwendung ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>Bereit: Das eingebaute Modell läuft auf diesem Computer.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Das eingebaute Modell konnte nicht starten: {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Suche nach Ollama, LM Studio, llama.cpp und KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>Gefundene Modelle: {count}. Wähle eines.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>Nichts gefunden. Starte Ollama, LM Studio, llama.cpp oder KoboldCpp und suche dann noch einmal.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>Füge zuerst deinen API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>Verbunden: {count} Modelle. Wähle eines.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Annehmen und spielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>Wiederholungsstrafe (lokal)</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P (lokal)</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K (lokal)</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>DRY-Faktor (lokal)</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>Antworten und Kontext</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Alle Charaktere</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Dieser Charakter</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>Stoppsequenzen, getrennt durch |</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>Nur an Server der llama.cpp-Familie gesendet (llama.cpp, KoboldCpp, das eingebaute Modell); &apos;Standard&apos; lässt den Wert des Servers (die Schleifenbremsen des eingebauten Modells).</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>den Server fragen (sonst 8.192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json (optional: genaue Zählung)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>Aufeinanderfolgende Nachrichten einer Rolle zusammenfassen</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Den Systemprompt als Nutzertext senden</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>Sampler für</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>Antwortlänge (max. Token)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>Präsenzstrafe</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>Frequenzstrafe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>Kontextgröße von {model}</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>dem Modell</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>Strenge Server</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>Eine tokenizer.json wählen</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>Tokenizer (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>Nutzt dein Modell auch für seine eigene Arbeit, was auf deinen Verbrauch angerechnet wird (die Einstellungen begrenzen, wie viel).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>Möchte Webseiten lesen. Das geht erst, wenn du es in den Einstellungen für diesen Charakter erlaubst.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>Liest dieses Gespräch.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>Liest die eigenen Hintergrundnotizen des Charakters.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>Liest Notizen, die andere Teile dieses Charakters führen.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>Verlangt etwas, das diese Version der App nicht kennt; es bekommt das nicht.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>Bevor du {name} spielst, hier ist, was er kann. Du wirst einmal gefragt; ändert sich der Charakter, wirst du erneut gefragt.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>Aktionen, die der Charakter ausführen kann: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>Befehle, die du im Chat eingeben kannst: {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>Braucht nichts außer dem Chat selbst.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Er bringt 1 kleines Programm mit, das die Geschichte bereichert. Es läuft abgeschottet: Es sieht weder deine Dateien noch deine anderen Programme noch das Internet, nur das hier Aufgeführte.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Er bringt {count} kleine Programme mit, die die Geschichte bereichern. Sie laufen abgeschottet: Sie sehen weder deine Dateien noch deine anderen Programme noch das Internet, nur das hier Aufgeführte.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>Dieser Charakter besteht nur aus Worten: Er führt keine Programme aus.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Er möchte Webseiten lesen.&lt;/b&gt; Das bleibt aus, bis du es in den Einstellungen für diesen Charakter erlaubst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Er nutzt dein Modell auch für seine eigene Arbeit&lt;/b&gt;, was auf deinen Verbrauch angerechnet wird. Die Einstellungen begrenzen, wie viel pro Antwort und pro Gespräch.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Modelle aktualisieren</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>Den Agenten dieses Charakters das Abrufen von Webseiten erlauben</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>Nur Agenten, die @api studio.web angeben, können es nutzen.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>Optional: wer du in der Geschichte bist. Charaktere erfahren „Über &lt;dein Name&gt;: …“</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>Optional: SillyTavern-Regex-Skripte als JSON, z. B. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. Sie laufen vor denen des Charakters.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>Modell-Endpunkt</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>Hauptmodell</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>Arbeitsmodell</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>Token pro Antwort</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>Token pro Gespräch</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>Webzugriff</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>Du (Persona)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Über dich</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>Regex-Skripte</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>gespeichert: {key} (tippen zum Ersetzen)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>füge deinen API-Schlüssel ein</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>Gespeicherter Schlüssel: {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>Gib zuerst eine Basis-URL ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>Datei</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>Die aktuelle Datei speichern</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>Alle Dateien speichern</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>Das Paket exportieren</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>Als Charakterkarte exportieren</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>Ein Paket oder eine Charakterkarte importieren</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>Ein Paket zum Spielen öffnen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>Nächster Editor-Tab</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>Vorheriger Editor-Tab</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>Den Editor-Tab schließen</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>In der Datei suchen (im Chat: im Chat suchen)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>In der Datei suchen und ersetzen</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab rückt ein / Tab bewegt den Fokus (in Code-Dateien rückt Tab ein)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>Den Editor verlassen, hin zum Nachrichtenfeld des Chats</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Die Nachricht senden</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Neue Zeile in der Nachricht</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>Einen Befehl ausführen (auch: @ in ein leeres Nachrichtenfeld tippen)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>Die entstehende Antwort stoppen</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>Alle Gespräche des Charakters durchsuchen</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>Nächster Treffer (Umschalt+F3: vorheriger)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>Vorherige Alternative der letzten Antwort</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>Nächste Alternative (nach der letzten: eine neue schreiben)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>Anfang des Gesprächs (in der Nachrichtenliste)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>Ende des Gesprächs (in der Nachrichtenliste)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>Die ausgewählten Nachrichten kopieren (in der Nachrichtenliste)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>Nächster Bereich (Umschalt+F6: vorheriger)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Diese Liste der Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was es tut</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>Neuer Charakter…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Letzte Projekte</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>Beispiele (es öffnet sich jeweils eine Kopie zum Spielen und Ändern)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>Das Beispiel konnte nicht kopiert werden: {error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>Pergament</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Mitternacht</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>{tool} erlauben?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>Einen Werkzeugaufruf genehmigen</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>Mit diesen Argumenten:</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumente des Werkzeugs</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP-Server {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>Agent {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>immer erlaubt</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>einmal pro Unterhaltung gefragt</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>jedes Mal fragen</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>Werkzeug-Freigaben</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>Gespeicherte Werkzeug-Freigaben</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>Alle vergessen</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>Keine gespeicherten Freigaben: Jedes Werkzeug, das handelt, fragt zuerst.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>Von URL importieren</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>Die https-Adresse einer Charakterkarte, eines Lorebooks oder eines Paket-Zips:</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Wo das Projekt angelegt werden soll</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Wird heruntergeladen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Mit Warnungen importiert</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>Kein Audioausgabegerät: Schließen Sie Lautsprecher oder Kopfhörer an oder schalten Sie die Stimme stumm.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>Das Audiogerät ist ausgefallen ({0}); prüfen Sie die Toneinstellungen.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>Vorlesen beenden</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>Zum Sprechen halten</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>Gedrückt halten zum Aufnehmen; loslassen, um das Gesagte ins Nachrichtenfeld zu übernehmen.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>Die Stimme ist stumm geschaltet; schalten Sie „Stumm“ aus, um sie zu hören.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>Hört zu… zum Beenden loslassen</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>Spracheingabe braucht einen Transkriptionsendpunkt; legen Sie ihn unter Einstellungen → Stimme fest.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>Es war nichts zu hören; halten Sie die Taste gedrückt und sprechen Sie.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>Kein Mikrofon gefunden: Schließen Sie eines an oder tippen Sie Ihre Nachricht.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>Das Mikrofon konnte nicht geöffnet werden; prüfen Sie die Toneinstellungen.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>Der Zugriff auf das Mikrofon ist verweigert; erlauben Sie Character Studio das Mikrofon in den Datenschutzeinstellungen des Systems.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>gespeichert: {key} (tippen zum Ersetzen)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>keiner gespeichert (lokale Server brauchen keinen)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>Auf diesem Computer (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>Ein Sprach-Endpunkt (OpenAI-kompatibel)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>Vom Erzähler gelesen</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>leer: der eigene Endpunkt des Modellanbieters</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>z. B. en, ja (leer: erkannt)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>Sprach-Engine</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>Sprach-Endpunkt</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Sprachmodell</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>Schlüssel des Sprach-Endpunkts</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*Aktionen*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>Transkriptions-Endpunkt</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Transkriptionsmodell</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>Transkriptionsschlüssel</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>Gesprochene Sprache</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>die Stimme der Figur</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>Die eigene der Figur ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>Stimme von &lt;b&gt;{name}&lt;/b&gt; (leer: was die Figur vorschlägt)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>Stimme (dieser Computer)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>Stimme (Endpunkt)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Stimme des Erzählers</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG ist nicht installiert (apt-get install espeak-ng): wähle einen Sprach-Endpunkt oder tippe einen Stimmennamen.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>der Sprach-Endpunkt der Stimme muss mit http:// oder https:// beginnen (erhalten: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>der Transkriptions-Endpunkt der Stimme muss mit http:// oder https:// beginnen (erhalten: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>der Sprach-Endpunkt der Stimme ist leer: gib einen ein oder wähle eSpeak NG auf diesem Computer</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} ist kein Stimmenname von eSpeak NG (Buchstaben, Ziffern, - + _ /; z. B. en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>Exportiere… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>Den Charakter als Paket exportieren</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>Der Charakter wird geprüft…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>{count} Dateien nach {target} exportiert ({kb} KB)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>Einen Charakter, eine Karte oder ein Lorebook importieren</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Wo das Projekt angelegt werden soll</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>Import von {name} abgebrochen</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} als {folder} importiert</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Mit Warnungen importiert</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} wurde importiert, aber:</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>{name} konnte nicht importiert werden:</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>Den Charakter als Karte exportieren</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>Die Karte wurde nach {target} exportiert</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>Nicht in der Karte</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} wurde nicht exportiert:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Character Studio</source>
        <translation>Character Studio</translation>
    </message>
    <message>
        <source>Character Player</source>
        <translation>Character Player</translation>
    </message>
    <message>
        <source>Ignored at start: {notes}.</source>
        <translation>Beim Start ignoriert: {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>Konnte nicht {what}: {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>Nicht geöffnet: {name} wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>Ein Charakterprojekt öffnen</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>Ein Charakterpaket öffnen</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Charakterpakete (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>Name des Charakters:</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>Das Projekt konnte nicht erstellt werden: {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>Das Paket kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} ist bereit.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>Projekt öffnen…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>Paket öffnen…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>Wird heruntergeladen… {size} MB</translation>
    </message>
</context>
</TS>
