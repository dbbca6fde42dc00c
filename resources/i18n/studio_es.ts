<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>El del tema</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violeta</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Ámbar</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Turquesa</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>Fuente de la aplicación</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>Esta fuente:</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>Tamaño de la aplicación</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>una imagen junto a tus mensajes (si no, tus iniciales)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>Elige tu imagen de avatar</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>Color de acento</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>Fuente del chat</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>Tamaño de fuente del chat</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>Tu avatar</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>Familia de fuente del chat</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>Nota del autor para esta conversación</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>Por ejemplo: [Estilo: respuestas cortas, en presente.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>Cuántos mensajes antes del final (0: después del último)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>Enviarla cada N mensajes tuyos (1: siempre, 0: nunca)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>Cada N mensajes</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Enviada como</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>El modelo lee esta nota solo en esta conversación; funcionan macros como {{char}} y {{user}}. Déjala vacía para quitarla.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>El fondo {path} no se pudo leer como imagen.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>Abre primero un personaje.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>Imagen de fondo para {name}</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>No es una imagen</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} no es una imagen que esta aplicación pueda leer.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>Fondo no guardado</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>No se pudo copiar la imagen a {folder}: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>Permite al modelo buscar registros en un archivo de datos JSON (indicado por contextFile en la entrada del agente): por clave o filtrando por un campo.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>Permite al modelo consultar un archivo de contexto (indicado por contextFile en la entrada del agente) en lugar de enviar el archivo entero en cada petición.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>Permite al modelo buscar mensajes anteriores de la conversación, incluso los demasiado antiguos para estar en su vista.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>Lorebook (World Info): antes de cada petición al modelo, las entradas cuyas palabras clave aparecen en los mensajes recientes se añaden al contexto del modelo.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>Recuerda datos a lo largo de la conversación: el modelo guarda y borra recuerdos con nombre, y cada recuerdo guardado se le muestra al principio de cada petición.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>El entorno de los subagentes: responde a la llamada de herramienta de un subagente (un archivo de prompt name.subagent.md) con su propia llamada al modelo.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>Memoria a largo plazo para chats largos: mantiene un resumen continuo de la conversación anterior a su ventana reciente y se lo muestra al modelo al principio de cada petición.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>Imagen del personaje</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>Notas del creador</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>Saludos</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>Lo que puede hacer este personaje</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>Conversaciones guardadas</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← Biblioteca</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>Volver a la biblioteca</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>Empezar una nueva conversación con el saludo elegido</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>Saludos — elige cómo empieza una nueva conversación</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Etiquetas: {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>El autor no dejó notas.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Primer mensaje</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>Saludo {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — mensajes: {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>Conversación {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>Aún no hay conversaciones: «Jugar» empieza la primera.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>Truncar desde aquí</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Reenviar</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>Editar &amp;&amp; regenerar</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>Marcar como inaceptable</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>Bifurcar desde aquí</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>Inspeccionar la solicitud…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copiar como Markdown</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>Mostrar u ocultar el razonamiento</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Leer en voz alta</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>Exportar chat</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>Líneas del registro de agentes y errores</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>El razonamiento del modelo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Incluir:</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Abre una conversación para exportarla.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>Chat exportado a {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>No exportado: {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>Buscar en el chat — Intro: siguiente, Mayús+Intro: anterior</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Coincidencia anterior (Mayús+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Coincidencia siguiente (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Todas las conversaciones</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>Buscar en todas las conversaciones de este personaje (Ctrl+Mayús+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>sin coincidencias</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} de {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, mensaje {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>Ningún mensaje de este personaje lo contiene.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>Adjuntar imagen…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>Enviar imágenes con el próximo mensaje (o arrástralas o pégalas)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Adjuntar imágenes</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>Haz clic para quitar esta imagen</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>Imagen adjunta {number}, haz clic para quitarla</translation>
    </message>
    <message>
        <source>image</source>
        <translation>imagen</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>Una imagen para enviar</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>{count} imágenes para enviar</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>La plantilla de chat de este modelo exige que se alternen los mensajes del usuario y del asistente.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>Unir mensajes consecutivos</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>La plantilla de chat de este modelo no tiene rol de sistema.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Enviar el prompt del sistema como texto del usuario</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>Contexto: –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>El medidor de contexto se llena con la primera respuesta.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>Contexto: {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (predeterminado)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} sin enviar</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>La última solicitud usó unos {used} de los {window} tokens del modelo (tamaño de contexto: {source}) y reservó {reserve} para la respuesta. Se enviaron {sent} de {history} mensajes anteriores; los más antiguos se omiten cuando ya no caben y siguen en la conversación. Contado con: {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>El modelo que escribe las respuestas (Intro para cambiar)</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Editar mensaje</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Intro guarda · Esc cancela</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>Guardar &amp;&amp; regenerar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>Personaje, saludo</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>Línea del registro de un agente</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Llamadas a herramientas</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 mensaje esperando para enviarse</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} mensajes esperando para enviarse</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>Abre un personaje para chatear con él.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>Abre un personaje para empezar a chatear.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>Cambiado para este proveedor: envía de nuevo o regenera.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>Mensaje editado.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>Mensaje eliminado.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>Error · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>privado para {name}</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>respuesta privada</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Deshacer la edición</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Deshacer la eliminación</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>Mensaje — Intro envía, Mayús+Intro para una línea nueva, @ para comandos</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Expresión: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Ejecutar un comando</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@comando argumentos</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>Escribe un comando y sus argumentos; Intro lo ejecuta:</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>Este personaje no tiene comandos.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>Renombrar la conversación</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>Exportar {count} conversaciones</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} conversaciones, un archivo cada una, en esta carpeta y este formato: cada archivo lleva el número de su conversación.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creada</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Bifurcar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>Eliminar las conversaciones seleccionadas</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>Exportar las conversaciones seleccionadas (Ctrl+clic o Mayús+clic selecciona varias)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>Elige un saludo</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Eliminar la conversación</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>Vaciar la conversación</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>¿Quitar todos los mensajes y restablecer los almacenes de los agentes?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>Recargar desde el disco</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Conservar los míos</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>Este archivo es grande: el resaltado está desactivado y se abre en solo lectura. Edítalo en otro programa.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>Este archivo se eliminó del disco. Al guardar se vuelve a escribir.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>Este archivo cambió en el disco mientras tienes aquí cambios sin guardar.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>Archivos del proyecto</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>Tab mueve el foco en este archivo (Ctrl+M alterna)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>Tab sangra en este archivo (Ctrl+M alterna)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Ningún archivo abierto</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Reemplazar por</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Distinguir mayúsculas</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Línea {number}</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>¿Qué entradas se activarían con este texto?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>No se puede probar el libro: {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>Añadir entrada</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Quitar entrada</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>Ocultar JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>Mostrar o plegar el JSON del libro junto a la tabla</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>Contenido de la entrada seleccionada</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>Selecciona una entrada para escribir aquí su contenido.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>Mostrar JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>El JSON aún no es un lorebook; la tabla muestra el último estado válido.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>Sin problemas: el personaje es válido.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>Nuevo archivo de contexto…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>Nuevo agente</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>Nuevo lorebook…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>Nuevo archivo de contexto</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nombre del archivo:</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>No se pudo crear el archivo de contexto</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>Nuevo lorebook</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>No se pudo crear el lorebook</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>Nombre del agente:</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>No se pudo crear el agente</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>No se pudo renombrar</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>No se pudo eliminar</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Registro de agentes</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Abrir la carpeta de datos</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>Revisa el endpoint y la clave de API en Ajustes.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>Un agente falló; consulta el registro de agentes para ver los detalles.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>Un hook de un agente falló; consulta el registro de agentes para ver los detalles.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>Se alcanzó un límite de tokens; súbelo en Ajustes para continuar.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>Se alcanzó el límite de llamadas a herramientas de una respuesta; tu próximo mensaje continúa desde aquí.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>No se pudo guardar; comprueba que la carpeta de datos se pueda escribir y no esté llena.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>Consulta el registro de agentes para ver los detalles.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Te damos la bienvenida a Character Studio.&lt;/b&gt;&lt;br&gt;Los personajes hablan a través de un endpoint de modelo compatible con OpenAI que tú eliges: un proveedor alojado (OpenAI, OpenRouter, Venice, DeepSeek, …) con &lt;i&gt;tu propia&lt;/i&gt; clave de API, o un servidor local (Ollama, LM Studio, llama.cpp) que no la necesita. Elige un proveedor, pega tu clave, pulsa &lt;i&gt;Actualizar modelos&lt;/i&gt; y elige el modelo principal (interpreta al personaje) y el modelo de trabajo (lo usan los agentes). Tu clave se guarda en el llavero del sistema y nunca se escribe en un personaje, una conversación ni un registro.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Configurar Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>Elige un saludo</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>Empezar la conversación</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>Este personaje puede abrir la conversación de varias formas:</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>Agente:</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>Llamadas a herramientas &amp;&amp; comandos</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Líneas del registro</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>Registro @debug</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Detalles de la fila seleccionada</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>Selecciona una fila para ver sus argumentos y su resultado completos.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>Vaciar la tabla de llamadas a herramientas (los archivos no se tocan)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>Editar {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>Inspector de solicitudes — entrada {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>Respuesta &amp;&amp; uso</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>Solicitud sin procesar</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>No se pudieron leer las solicitudes: {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>¿Reemplazar el estado predeterminado?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Almacenes</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>Estado del almacén</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>Guardar como estado predeterminado</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Idioma de la interfaz</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>El idioma cambia en cuanto pulses Aceptar.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>Ninguna fuente de este equipo puede mostrar {language}: el texto aparecería como cuadros vacíos. Instala una fuente para él (por ejemplo Noto Sans CJK, el paquete fonts-noto-cjk) y vuelve a elegirlo.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>Jugados recientemente</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Añadidos recientemente</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>Pequeño</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediano</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Todas las etiquetas</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>Quitar de la biblioteca</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>¿Quitar {names} de tu biblioteca? Se conservan sus archivos y conversaciones.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Aún no jugado</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>d MMM</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Last played {when}</source>
        <translation>Jugado por última vez {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tus personajes&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>Buscar por nombre, descripción o etiqueta</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>Buscar personajes</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Tamaño de las fichas</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>Mostrar solo los personajes con esta etiqueta (de sus tarjetas)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Acerca de…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>La página del personaje: imagen, notas, saludos, conversaciones</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · archivo no encontrado</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}: {path} (no encontrado)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Etiquetas: {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;Tus personajes&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Almacenes</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Registro de agentes</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>Abre un proyecto de personaje (Archivo → Abrir proyecto) o crea uno (Archivo → Nuevo).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>Abre un paquete de personaje (Archivo → Abrir paquete) o suelta aquí un .zip o una tarjeta.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>¿Guardar los cambios antes de cerrar?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>Abre un proyecto para exportarlo.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>No se abrió: el paquete no fue aceptado.</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>Servidor MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nombre del servidor</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp (en lugar de un comando)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Variables de entorno</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>NOMBRE=valor, una por línea (se guardan con tus claves de API)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>Cabeceras HTTP</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, uno por línea (se guardan con tus claves de API)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>vacío: todos los personajes; o nombres separados por comas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>o URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>Cabeceras (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>Tiempo límite por llamada</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>Ofrecido a</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Ponle un nombre al servidor.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>Escribe un comando o una URL.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>La URL debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>Servidores MCP (herramientas de tus propios programas)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>Sus herramientas se ofrecen después de las del personaje; se te pregunta antes de cada llamada salvo que hayas elegido «siempre». Los personajes no pueden añadir servidores.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nuevo proyecto…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Abrir proyecto…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Guardar &amp;todo</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>&amp;Exportar paquete…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>Exportar como &amp;tarjeta…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>Importar desde &amp;URL…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>Abrir &amp;paquete…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>Abrir gr&amp;upo…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>Nuevo gr&amp;upo…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>&amp;Modelos…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>Buscar y &amp;reemplazar…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>Buscar &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>&amp;Pestaña siguiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Pestaña an&amp;terior</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Cerrar pestaña</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>&amp;Panel siguiente</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>Panel an&amp;terior</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>&amp;Comando…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>&amp;Buscar en todas las conversaciones…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Detener la respuesta</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>E&amp;xportar chat…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>Elegir &amp;saludo…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>&amp;Persona para esta conversación…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>&amp;Nota del autor…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>Imagen de &amp;fondo…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>&amp;Sin fondo</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>Cargar imágenes &amp;remotas</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>Mostrar las imágenes que los mensajes nombran con una dirección https (descargadas a través de la protección web; desactivado: siguen siendo enlaces)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>Mostrar &amp;expresiones</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>Mostrar la imagen de expresión del personaje junto al chat, cuando su paquete o su tarjeta las trae</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>Modelos que puede ejecutar el servidor integrado (sin conexión):</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>&amp;Añadir archivo GGUF…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>&amp;Usar este modelo</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>instalado</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (en uso)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size}: recomendado, no instalado (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>Descarga en GPU: disponible ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>Descarga en GPU: no en esta versión (xllamacpp de PyPI solo funciona en la CPU)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>Añadir un archivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Comprobando y copiando {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>Cambiando el servidor integrado a {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>En uso desde el próximo inicio: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>puede gastar tus tokens a través de tus modelos (llama a tu modelo principal o de trabajo)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>quiere acceso a la web (solo puede obtener páginas web si activas el acceso a la web)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>lee el historial de esta conversación</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>lee los propios archivos de contexto del personaje</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>lee los almacenes de otros agentes a los que tiene acceso</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>subagente</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agente</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>Herramientas que el modelo puede llamar: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>Comandos que puedes escribir: {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>Se ejecuta en: {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>No pide permisos adicionales (sin líneas &lt;code&gt;@api&lt;/code&gt;).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Este personaje quiere acceso a la web.&lt;/b&gt; Queda desactivado hasta que lo actives para este personaje en Ajustes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Algunos agentes pueden gastar tus tokens a través de tus modelos.&lt;/b&gt; Ajustes limita cuántos tokens pueden usar los agentes por respuesta y por conversación.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sin agentes: este personaje no ejecuta código.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 agente ejecuta código aislado, sin acceso a tus archivos ni a la red más allá de lo indicado.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} agentes ejecutan código aislado, sin acceso a tus archivos ni a la red más allá de lo indicado.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>Antes de jugar con {name}</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Aceptar y jugar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>Quién responde</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>Quién responde: todos (según los turnos del grupo) o un miembro</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privado</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>Solo el miembro elegido ve el mensaje y su respuesta</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>Mensaje — Intro envía; nombra a miembros para dirigirte a ellos, o elige uno abajo</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>Nuevo grupo</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>Nuevo grupo</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>Añadir carpeta de proyecto…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>Añadir paquete…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>Respuestas extra que los miembros pueden darse entre sí después de la tuya</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>Nombre del grupo:</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>Turnos:</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>Charla:</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>Guardar grupo…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>Miembros (carpetas y paquetes, en orden de palabra):</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>Añadir un proyecto de personaje</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>Añadir un paquete de personaje</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Paquetes de personaje (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>Guardar el grupo</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>Grupos (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>Registro de agentes</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Detener la respuesta</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>Grupo — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>&amp;Cerrar el grupo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — Grupo</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} está listo: {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Abrir un grupo</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>Persona para esta conversación</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>Usar mis ajustes</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Sobre ti</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>Los personajes te llaman por este nombre ({{user}}) solo en esta conversación.</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>imagen</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>las imágenes remotas están desactivadas: Chat → Cargar imágenes remotas</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>solo se cargan imágenes https</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>cargando…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>no es una imagen PNG, JPEG, GIF ni WebP</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>no se pudo leer la imagen</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>la URL data no es base64 válido</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>solo se muestran los archivos del personaje y las URL data:</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>no hay ningún personaje abierto</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[imagen: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[imagen: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>mayor de {size} MB</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>solo se muestran archivos dentro de la carpeta del personaje</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} no está en la carpeta del personaje</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>no se pudo leer {file} ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>Imagen del personaje</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>Elegir saludo…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>Configurar un modelo…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>&amp;Biblioteca de personajes</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>Herramientas de &amp;desarrollo</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>Inspeccionar la última &amp;solicitud…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>Aún no hay respuesta: nada que inspeccionar.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>Iniciando el modelo integrado… El envío empieza cuando esté listo.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>Aún no hay ningún modelo configurado, así que el personaje no puede responder. Configura uno para empezar a chatear{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Escribe un mensaje…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>Configura un modelo para empezar a chatear.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>El modelo integrado no pudo iniciarse: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>Prepárate para jugar</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Empezar a jugar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;Conecta un modelo&lt;/h2&gt;Los personajes hablan a través de un modelo de lenguaje. Elige una de estas opciones; puedes cambiarla después en Ajustes.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>En este equipo, sin conexión</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Usar el modelo integrado</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>Un modelo pequeño que funciona en este equipo: sin cuenta, sin clave, no se envía nada a ningún sitio. Arranca rápido; sus respuestas son sencillas.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>Ya se está ejecutando en este equipo</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>Un servicio en línea (necesita una cuenta)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Pega tu clave de API</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>Tu clave se guarda en el llavero del sistema, nunca en un personaje ni en un chat.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>Este personaje no</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>Descargando el modelo integrado: {done} de {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>Usando el modelo integrado ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>Listo: el modelo integrado funciona en este equipo.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>El modelo integrado no pudo iniciarse: {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Buscando Ollama, LM Studio, llama.cpp y KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>Modelos encontrados: {count}. Elige uno.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>No se encontró ninguno. Inicia Ollama, LM Studio, llama.cpp o KoboldCpp y vuelve a buscar.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>Primero pega tu clave de API.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>Conectado: {count} modelos. Elige uno.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Aceptar y jugar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>Penalización por repetición (local)</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P (local)</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K (local)</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>Multiplicador DRY (local)</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>Respuestas y contexto</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Todos los personajes</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Este personaje</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>secuencias de parada, separadas por |</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>Solo se envía a servidores de la familia llama.cpp (llama.cpp, KoboldCpp, el modelo integrado); &apos;predeterminado&apos; deja el del servidor (las protecciones contra bucles del modelo integrado).</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>preguntar al servidor (si no, 8.192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json (opcional: recuentos exactos)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>Unir mensajes consecutivos de un mismo rol</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Enviar el prompt del sistema como texto del usuario</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>Muestreadores para</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>Longitud de la respuesta (tokens máx.)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>Penalización por presencia</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>Penalización por frecuencia</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>Tamaño de contexto de {model}</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizador</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>Servidores estrictos</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>Elige un tokenizer.json</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>Tokenizador (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>También usa tu modelo para su propio trabajo, lo que cuenta en tu consumo (Ajustes limita cuánto).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>Le gustaría leer páginas web. No puede hasta que lo permitas para este personaje en Ajustes.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>Lee esta conversación.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>Lee las propias notas de fondo del personaje.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>Lee notas que guardan otras partes de este personaje.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>Pide algo que esta versión de la aplicación no conoce; no lo obtendrá.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>Antes de jugar con {name}, esto es lo que puede hacer. Se te pregunta una vez; si el personaje cambia, se te volverá a preguntar.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>Acciones que puede realizar el personaje: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>Comandos que puedes escribir en el chat: {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>No necesita nada más que el propio chat.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Incluye 1 pequeño programa que enriquece la historia. Funciona aislado: no ve tus archivos, tus otros programas ni internet, solo lo que se indica aquí.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Incluye {count} pequeños programas que enriquecen la historia. Funcionan aislados: no ven tus archivos, tus otros programas ni internet, solo lo que se indica aquí.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>Este personaje es solo palabras: no ejecuta programas.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le gustaría leer páginas web.&lt;/b&gt; Eso queda desactivado hasta que lo permitas para este personaje en Ajustes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;También usa tu modelo para su propio trabajo&lt;/b&gt;, lo que cuenta en tu consumo. Ajustes limita cuánto por respuesta y por conversación.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Actualizar modelos</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>Permitir que los agentes de este personaje obtengan páginas web</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>Solo pueden usarlo los agentes que declaran @api studio.web.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>Opcional: quién eres en la historia. A los personajes se les dice «Sobre &lt;tu nombre&gt;: …»</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>Opcional: scripts regex de SillyTavern en JSON, p. ej. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. Se ejecutan antes que los del personaje.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>Endpoint del modelo</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>Modelo principal</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>Modelo de trabajo</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agentes</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>Tokens por respuesta</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>Tokens por conversación</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>Acceso a la web</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>Tú (persona)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Sobre ti</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>Scripts regex</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>guardada: {key} (escribe para reemplazarla)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>pega tu clave de API</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>Clave guardada: {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>Primero escribe una URL base.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>No guardado: {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>Guardar el archivo actual</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>Guardar todos los archivos</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>Exportar el paquete</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>Exportar como tarjeta de personaje</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>Importar un paquete o una tarjeta de personaje</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>Abrir un paquete para jugar</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>Siguiente pestaña del editor</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>Pestaña anterior del editor</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>Cerrar la pestaña del editor</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>Buscar en el archivo (en el chat: buscar en el chat)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>Buscar y reemplazar en el archivo</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab sangra / Tab mueve el foco (en archivos de código Tab sangra)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>Salir del editor al cuadro de mensaje del chat</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Línea nueva en el mensaje</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>Ejecutar un comando (también: escribe @ en un cuadro de mensaje vacío)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>Detener la respuesta que se está escribiendo</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>Buscar en todas las conversaciones del personaje</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>Coincidencia siguiente (Mayús+F3: anterior)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>Alternativa anterior de la última respuesta</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>Alternativa siguiente (tras la última: escribir una nueva)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>Inicio de la conversación (en la lista de mensajes)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>Final de la conversación (en la lista de mensajes)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>Copiar los mensajes seleccionados (en la lista de mensajes)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>Panel siguiente (Mayús+F6: anterior)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Esta lista de atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>Nuevo personaje…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Proyectos recientes</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>Ejemplos (se abre una copia de cada uno, para jugar y cambiarla)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>No se pudo copiar el ejemplo: {error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>Pergamino</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Medianoche</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bosque</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>¿Permitir {tool}?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>Aprobar una llamada a una herramienta</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>Con estos argumentos:</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumentos de la herramienta</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>servidor MCP {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>agente {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>siempre permitido</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>se pregunta una vez por conversación</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>preguntar cada vez</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>Aprobaciones de herramientas</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>Aprobaciones de herramientas guardadas</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Olvidar</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>Olvidar todas</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>No hay aprobaciones guardadas: cada herramienta que actúa pregunta primero.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>Importar desde URL</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>La dirección https de una tarjeta de personaje, un lorebook o un paquete zip:</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Dónde crear el proyecto</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Descargando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importado con advertencias</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>La importación falló</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>No hay dispositivo de salida de audio: conecta altavoces o auriculares, o silencia la voz.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>El dispositivo de audio falló ({0}); revisa la configuración de sonido.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Leer en voz alta</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>Dejar de hablar</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>Mantén para hablar</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>Mantén pulsado para grabar; suelta para poner lo que dijiste en el cuadro de mensaje.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>La voz está silenciada; desactiva Silenciar para oírla.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>Escuchando… suelta para parar</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>La entrada de voz necesita un punto de transcripción; configúralo en Ajustes → Voz.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>No se oyó nada; mantén pulsado el botón y habla.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>No se encontró ningún micrófono: conecta uno o escribe tu mensaje.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>No se pudo abrir el micrófono; revisa la configuración de sonido.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>Se denegó el acceso al micrófono; permite que Character Studio use el micrófono en la configuración de privacidad del sistema.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>guardada: {key} (escribe para reemplazarla)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>ninguna guardada (los servidores locales no la necesitan)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>En este ordenador (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>Un endpoint de voz (compatible con OpenAI)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitidas</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>Leídas por el narrador</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>vacío: el endpoint del propio proveedor del modelo</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>p. ej. en, ja (vacío: detectado)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>Motor de voz</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>Endpoint de voz</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Modelo de voz</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>Clave del endpoint de voz</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*Acciones*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>Endpoint de transcripción</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Modelo de transcripción</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>Clave de transcripción</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>Idioma hablado</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>la voz del personaje</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>La del personaje ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>Voz de &lt;b&gt;{name}&lt;/b&gt; (vacío: lo que sugiere el personaje)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>Voz (este ordenador)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>Voz (endpoint)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Voz del narrador</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG no está instalado (apt-get install espeak-ng): elige un endpoint de voz o escribe el nombre de una voz.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>el endpoint de voz debe empezar por http:// o https:// (recibido {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>el endpoint de transcripción debe empezar por http:// o https:// (recibido {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>el endpoint de voz está vacío: escribe uno o elige eSpeak NG en este ordenador</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} no es un nombre de voz de eSpeak NG (letras, cifras, - + _ /; p. ej. en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>Exportando… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>Exportar el personaje como paquete</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>Comprobando el personaje…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>Se exportaron {count} archivos a {target} ({kb} KB)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>Importar un personaje, una tarjeta o un lorebook</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Dónde crear el proyecto</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>Importación de {name} cancelada</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} importado como {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importado con advertencias</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} se importó, pero:</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>La importación falló</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>No se pudo importar {name}:</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>Exportar el personaje como tarjeta</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>Tarjeta exportada a {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>No está en la tarjeta</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} no se exportó:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
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
        <translation>Ignorado al iniciar: {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>No se pudieron guardar los ajustes: {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>No se pudo {what}: {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>No se abrió: {name} no fue aceptado.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>Abrir un proyecto de personaje</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>Abrir un paquete de personaje</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Paquetes de personaje (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>Nombre del personaje:</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>No se pudo crear el proyecto: {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>No se puede abrir el paquete</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} está listo.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>Abrir proyecto…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>Abrir paquete…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>Descargando… {size} MB</translation>
    </message>
</context>
</TS>
