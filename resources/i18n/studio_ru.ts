<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>Цвет темы</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Розовый</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Янтарный</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Бирюзовый</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>Шрифт приложения</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>Этот шрифт:</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>Размер шрифта приложения</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>изображение рядом с вашими сообщениями (иначе — ваши инициалы)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>Выбрать изображение аватара</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>Цвет акцента</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>Шрифт чата</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>Размер шрифта чата</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>Ваш аватар</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>Семейство шрифта чата</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>Заметка автора для этого разговора</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>Например: [Стиль: короткие ответы, настоящее время.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>Сколько сообщений от конца (0: после последнего)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>Отправлять на каждом N-м вашем сообщении (1: всегда, 0: никогда)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>Каждые N сообщений</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Отправлять как</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>Модель читает эту заметку только в этом разговоре; работают макросы, например {{char}} и {{user}}. Оставьте поле пустым, чтобы удалить её.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>Фон {path} не удалось прочитать как изображение.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>Сначала откройте персонажа.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>Фоновое изображение для {name}</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>Это не изображение</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} — не изображение, которое может прочитать это приложение.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>Фон не сохранён</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>Не удалось скопировать изображение в {folder}: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>Позволяет модели искать записи в файле данных JSON (указан в contextFile в записи агента): по ключу или с фильтром по полю.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>Позволяет модели заглядывать в один файл контекста (указан в contextFile в записи агента), а не отправлять весь файл в каждом запросе.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>Позволяет модели искать по прежним сообщениям беседы, в том числе по слишком старым, чтобы их видеть.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>Лорбук (World Info): перед каждым запросом к модели записи, ключевые слова которых встречаются в последних сообщениях, добавляются в контекст модели.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>Запоминает факты на протяжении беседы: модель сохраняет и удаляет именованные воспоминания, и каждое сохранённое показывается ей в начале каждого запроса.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>Среда субагентов: отвечает на вызов инструмента субагентом (файл промпта name.subagent.md) собственным вызовом модели.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>Долговременная память для длинных чатов: ведёт сводку беседы старше её недавнего окна и показывает её модели в начале каждого запроса.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>Изображение персонажа</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>Заметки автора</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>Приветствия</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>Что может этот персонаж</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>Сохранённые беседы</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← Библиотека</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>Назад в библиотеку</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Новая беседа</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>Начать новую беседу с выбранным приветствием</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>Приветствия — выберите, как начнётся новый разговор</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Теги: {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>Автор не оставил заметок.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Первое сообщение</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>Приветствие {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — сообщений: {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>Беседа {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>Разговоров пока нет: «Играть» начнёт первый.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>Обрезать отсюда</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Отправить заново</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>Изменить и перегенерировать</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Перегенерировать</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>Пометить как неприемлемое</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>Ответвить отсюда</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>Просмотреть запрос…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Копировать как Markdown</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>Показать или скрыть рассуждения</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Прочитать вслух</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>Экспорт чата</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>Строки журнала агентов и ошибки</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>Рассуждения модели</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Формат:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Включить:</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Откройте беседу, чтобы её экспортировать.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>Чат экспортирован в {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Не экспортировано: {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>Поиск в чате — Enter: следующее, Shift+Enter: предыдущее</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Предыдущее совпадение (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Следующее совпадение (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Все разговоры</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>Искать во всех разговорах этого персонажа (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>нет совпадений</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} из {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, сообщение {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>Ни одно сообщение этого персонажа этого не содержит.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>Шаблон чата этой модели требует, чтобы сообщения пользователя и ассистента чередовались.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>Объединять идущие подряд сообщения</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>В шаблоне чата этой модели нет системной роли.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Отправлять системный промпт как текст пользователя</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>Контекст: –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>Индикатор контекста заполнится после первого ответа.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>Контекст: {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (по умолчанию)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · не отправлено: {count}</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>Последний запрос использовал около {used} из {window} токенов модели (размер контекста: {source}), оставив {reserve} на ответ. Из {history} прежних сообщений отправлено {sent}; самые старые опускаются, когда перестают помещаться, и остаются в разговоре. Подсчёт: {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>Модель, которая пишет ответы (Enter — переключить)</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Беседа</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 сообщение ждёт отправки</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>Сообщений ждут отправки: {count}</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>Откройте персонажа, чтобы поговорить с ним.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>Откройте персонажа, чтобы начать разговор.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>Изменено для этого провайдера: отправьте снова или перегенерируйте.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>Сообщение изменено.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>Сообщение удалено.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Отменить изменение</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Отменить удаление</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>Сообщение — Enter отправляет, Shift+Enter — новая строка, @ — команды</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Изменить сообщение</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter — сохранить · Esc — отмена</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>Сохранить и перегенерировать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Attach image…</source>
        <translation>Прикрепить изображение…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>Отправить изображения со следующим сообщением (или перетащите, или вставьте их)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Прикрепить изображения</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>Нажмите, чтобы убрать это изображение</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>Прикреплённое изображение {number}, нажмите, чтобы убрать</translation>
    </message>
    <message>
        <source>image</source>
        <translation>изображение</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>1 изображение к отправке</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>Изображений к отправке: {count}</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>Персонаж, приветствие</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>Строка журнала агента</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Вызовы инструментов</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>Ошибка · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>лично для {name}</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>личный ответ</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Выражение: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Выполнить команду</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@команда аргументы</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>Введите команду и её аргументы; Enter выполняет:</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>У этого персонажа нет команд.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>Переименовать разговор</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>Экспорт разговоров: {count}</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>Разговоров: {count}, по файлу на каждый, в эту папку и в этом формате: каждый файл назван по номеру своего разговора.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Беседы</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создана</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Ответвить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>Удалить выбранные беседы</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>Экспортировать выбранные беседы (Ctrl+щелчок или Shift+щелчок выбирает несколько)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>Выберите приветствие</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Удалить разговор</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>Очистить разговор</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>Удалить все сообщения и сбросить хранилища агентов?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>Перезагрузить с диска</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Оставить мои</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>Это большой файл: подсветка отключена, и он открыт только для чтения. Редактируйте его в другой программе.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>Этот файл удалён на диске. Сохранение запишет его снова.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>Этот файл изменился на диске, пока у вас здесь несохранённые правки.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>Файлы проекта</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>Tab в этом файле переводит фокус (Ctrl+M переключает)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>Tab в этом файле делает отступ (Ctrl+M переключает)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Нет открытого файла</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Заменить на</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Нет совпадений</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Строка {number}</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>Какие записи сработают на этот текст?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>Книгу нельзя проверить: {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>Добавить запись</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Удалить запись</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>Скрыть JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>Показать или свернуть JSON книги рядом с таблицей</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>Содержание выбранной записи</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>Выберите запись, чтобы написать здесь её содержание.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>Показать JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>Этот JSON пока не книга знаний; таблица показывает последнее правильное состояние.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>Проблем нет: персонаж прошёл проверку.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>Новый файл контекста…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>Новый агент</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>Новая книга знаний…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>Новый файл контекста</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Имя файла:</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>Не удалось создать файл контекста</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>Новая книга знаний</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>Не удалось создать книгу знаний</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>Имя агента:</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>Не удалось создать агента</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое имя:</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>Не удалось переименовать</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Не удалось удалить</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>Перегенерировать</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Журнал агентов</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Открыть папку данных</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>Проверьте адрес сервера и API-ключ в настройках.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>Агент дал сбой; подробности — в журнале агентов.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>Хук агента дал сбой; подробности — в журнале агентов.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>Достигнут предел токенов; поднимите пределы в настройках, чтобы продолжить.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>Достигнут предел вызовов инструментов за один ответ; ваше следующее сообщение продолжит отсюда.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>Не удалось сохранить; проверьте, что папка данных доступна для записи и не переполнена.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>Подробности — в журнале агентов.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Добро пожаловать в Character Studio.&lt;/b&gt;&lt;br&gt;Персонажи говорят через выбранную вами OpenAI-совместимую конечную точку модели: облачный провайдер (OpenAI, OpenRouter, Venice, DeepSeek, …) с &lt;i&gt;вашим собственным&lt;/i&gt; API-ключом или локальный сервер (Ollama, LM Studio, llama.cpp), которому ключ не нужен. Выберите провайдера, вставьте ключ, нажмите &lt;i&gt;Обновить модели&lt;/i&gt; и выберите основную модель (она играет персонажа) и рабочую модель (её используют агенты). Ключ хранится в системной связке ключей и никогда не записывается в персонажа, беседу или журнал.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Настройка Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>Выберите приветствие</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>Начать беседу</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>Этот персонаж может начать беседу по-разному:</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>Агент:</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>Вызовы инструментов и команды</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Строки журнала</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>Журнал @debug</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Подробности выбранной строки</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>Выберите строку, чтобы увидеть её аргументы и результат целиком.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>Очистить таблицу вызовов инструментов (файлы не затрагиваются)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>Изменить {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>Инспектор запросов — запись {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>Ответ и расход</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>Исходный запрос</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>Не удалось прочитать запросы: {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>Заменить состояние по умолчанию?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Хранилища</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>Состояние хранилища</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>Сохранить как состояние по умолчанию</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Язык интерфейса</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>Язык сменится, как только вы нажмёте ОК.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>На этом компьютере нет шрифта для языка «{language}»: текст будет выглядеть как пустые квадраты. Установите шрифт для него (например, Noto Sans CJK, пакет fonts-noto-cjk) и выберите язык снова.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>Недавно сыгранные</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Недавно добавленные</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>Маленькие</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средние</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Большие</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Все теги</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} и ещё {count}</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>Удалить из библиотеки</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>Удалить {names} из вашей библиотеки? Их файлы и разговоры сохранятся.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Ещё не играли</translation>
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
        <translation>Последняя игра: {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ваши персонажи&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>Поиск по имени, описанию или тегу</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>Поиск персонажей</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Сортировка</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Размер плиток</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>Показывать только персонажей с этим тегом (из их карточек)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажи</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Подробнее…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>Страница персонажа: изображение, заметки, приветствия, беседы</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Убрать…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · файл не найден</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}: {path} (не найден)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Теги: {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;Ваши персонажи&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Беседы</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Хранилища</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Журнал агентов</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>Откройте проект персонажа (Файл → Открыть проект) или создайте новый (Файл → Создать).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>Откройте пакет персонажа (Файл → Открыть пакет) или перетащите сюда .zip или карточку.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>Сохранить изменения перед закрытием?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>Откройте проект, чтобы его экспортировать.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>Не открыто: пакет не был принят.</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP-сервер</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Имя сервера</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp (вместо команды)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Переменные окружения</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>ИМЯ=значение, по одному в строке (хранятся вместе с API-ключами)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP-заголовки</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, по одному в строке (хранятся вместе с API-ключами)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажи</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>пусто: все персонажи; или имена через запятую</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>или URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Окружение</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>Заголовки (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>Тайм-аут вызова</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>Доступен для</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Дайте серверу имя.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>Введите команду или URL.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>URL должен начинаться с http:// или https://.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP-серверы (инструменты ваших программ)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-серверы</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>Их инструменты предлагаются после собственных инструментов персонажа; перед каждым вызовом вас спросят, если вы не выбрали «всегда». Персонажи не могут добавлять серверы.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Новый проект…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Открыть проект…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Сохранить &amp;все</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>&amp;Экспорт пакета…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>Экспорт как &amp;карточки…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>Импорт по &amp;URL…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>Открыть &amp;пакет…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>Открыть &amp;группу…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>Новая гр&amp;уппа…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>&amp;Модели…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>Найти и &amp;заменить…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Найти &amp;далее</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>Найти &amp;ранее</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>&amp;Следующая вкладка</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>&amp;Предыдущая вкладка</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Закрыть вкладку</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>Следующая &amp;панель</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>Предыдущая п&amp;анель</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Чат</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>&amp;Команда…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>&amp;Поиск по всем беседам…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Остановить ответ</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>&amp;Экспорт чата…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>Выбрать п&amp;риветствие…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>&amp;Образ для этой беседы…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>&amp;Заметка автора…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>&amp;Фоновое изображение…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>&amp;Без фона</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>Загружать &amp;удалённые картинки</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>Показывать картинки, которые сообщения указывают по адресу https (загружаются через веб-защиту; выкл.: остаются ссылками)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>Показывать в&amp;ыражения лица</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>Показывать картинку с выражением лица персонажа рядом с чатом, если они есть в его пакете или карточке</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>Модели, которые может запускать встроенный (офлайн) сервер:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>&amp;Добавить файл GGUF…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>&amp;Использовать эту модель</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>установлена</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не установлена</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (используется)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size}: рекомендуется, не установлена (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>Выгрузка на GPU: доступна ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>Выгрузка на GPU: нет в этой сборке (xllamacpp из PyPI работает только на CPU)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>Добавить файл модели GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Модели GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Проверка и копирование {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>Встроенный сервер переключается на {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>Будет использоваться со следующего запуска: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>может тратить ваши токены через ваши модели (вызывает вашу основную или рабочую модель)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>хочет доступ к сети (может загружать веб-страницы, только если вы включите доступ к сети)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>читает историю этого разговора</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>читает собственные файлы контекста персонажа</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>читает хранилища других агентов, к которым получил доступ</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>субагент</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>агент</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>Инструменты, которые может вызывать модель: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>Команды, которые можно ввести: {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>Запускается при: {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>Не просит дополнительных разрешений (нет строк &lt;code&gt;@api&lt;/code&gt;).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Этот персонаж хочет доступ к сети.&lt;/b&gt; Он остаётся выключенным, пока вы не включите его для этого персонажа в настройках.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Некоторые агенты могут тратить ваши токены через ваши модели.&lt;/b&gt; В настройках задано, сколько токенов агенты могут использовать на ответ и на разговор.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Нет агентов: этот персонаж не запускает код.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 агент запускает код в песочнице без доступа к вашим файлам или сети, кроме перечисленного.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>Агентов: {count}; они запускают код в песочнице без доступа к вашим файлам или сети, кроме перечисленного.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>Прежде чем играть с {name}</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Принять и играть</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>Кто отвечает</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>Кто отвечает: все (по очерёдности группы) или один участник</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Лично</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>Сообщение и ответ на него видит только выбранный участник</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Кому:</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>Сообщение — Enter отправляет; назовите участников, чтобы обратиться к ним, или выберите ниже</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>Новая группа</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>Новая группа</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Имя (необязательно)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>Добавить папку проекта…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>Добавить пакет…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>Дополнительные ответы участников друг другу после вашего</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>Название группы:</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>Очерёдность:</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>Болтовня:</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>Сохранить группу…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>Участники (папки и пакеты, в порядке речи):</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>Добавить проект персонажа</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>Добавить пакет персонажа</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Пакеты персонажей (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>Сохранить группу</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>Группы (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>Журнал агентов</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Чат</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Остановить ответ</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>Группа — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>&amp;Закрыть группу</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Открывается {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — группа</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} готова: {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Открыть группу</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>Образ для этой беседы</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>Использовать мои настройки</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>О вас</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>Персонажи называют вас этим именем ({{user}}) только в этой беседе.</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>картинка</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>удалённые картинки выключены: Чат → Загружать удалённые картинки</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>загружаются только картинки по https</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>загрузка…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>не картинка PNG, JPEG, GIF или WebP</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>картинку не удалось прочитать</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>data-URL — не корректный Base64</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>показываются только файлы персонажа и data:-URL</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>персонаж не открыт</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[картинка: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[картинка: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>больше {size} МБ</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>показываются только файлы из папки персонажа</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} нет в папке персонажа</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>{file} не удалось прочитать ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>Изображение персонажа</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>Выбрать приветствие…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>Настроить модель…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>&amp;Библиотека персонажей</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>&amp;Инструменты разработчика</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>Просмотреть последний &amp;запрос…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>Ответа ещё нет: смотреть нечего.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>Запускается встроенная модель… Отправка начнётся, когда она будет готова.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>Модель ещё не настроена, поэтому персонаж не может ответить. Настройте её, чтобы начать разговор{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Напишите сообщение…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>Настройте модель, чтобы начать разговор.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Не удалось запустить встроенную модель: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>Подготовка к игре</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;Подключите модель&lt;/h2&gt;Персонажи говорят через языковую модель. Выберите один из вариантов; позже это можно изменить в настройках.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>На этом компьютере, без интернета</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Использовать встроенную модель</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>Небольшая модель, которая работает на этом компьютере: без учётной записи и ключа, ничего никуда не отправляется. Быстро запускается; ответы у неё простые.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>Уже работает на этом компьютере</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Искать снова</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>Онлайн-сервис (нужна учётная запись)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Вставьте ваш API-ключ</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Подключить</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>Ключ хранится в системной связке ключей — никогда в персонаже или чате.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>Не этот персонаж</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>Загрузка встроенной модели: {done} из {total} МБ…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>Используется встроенная модель ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>Готово: встроенная модель работает на этом компьютере.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Не удалось запустить встроенную модель: {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Поиск Ollama, LM Studio, llama.cpp и KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>Найдено моделей: {count}. Выберите одну.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>Ничего не найдено. Запустите Ollama, LM Studio, llama.cpp или KoboldCpp и поищите снова.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>Сначала вставьте API-ключ.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>Подключено: моделей — {count}. Выберите одну.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Принять и играть</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>Штраф за повтор (локально)</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P (локально)</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K (локально)</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>Множитель DRY (локально)</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>Ответы и контекст</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Все персонажи</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Этот персонаж</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>стоп-последовательности через |</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>Отправляется только серверам семейства llama.cpp (llama.cpp, KoboldCpp, встроенная модель); «по умолчанию» оставляет значение сервера (защиту встроенной модели от зацикливания).</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>спросить сервер (иначе 8 192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json (необязательно: точный подсчёт)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>Объединять подряд идущие сообщения одной роли</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Отправлять системный промпт как текст пользователя</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>Параметры выборки для</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>Длина ответа (макс. токенов)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>Штраф за присутствие</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>Штраф за частоту</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Сид</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп-последовательности</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>Размер контекста {model}</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>модели</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Токенизатор</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>Строгие серверы</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>Выберите tokenizer.json</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>Токенизатор (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>Также использует вашу модель для своей работы, и это учитывается в вашем расходе (предел задаётся в настройках).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>Хотел бы читать веб-страницы. Не сможет, пока вы не разрешите это для этого персонажа в настройках.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>Читает этот разговор.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>Читает собственные фоновые заметки персонажа.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>Читает заметки, которые ведут другие части этого персонажа.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>Просит то, чего эта версия приложения не знает; он этого не получит.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>Прежде чем играть с {name}, вот что он умеет. Вас спросят один раз; если персонаж изменится, спросят снова.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>Действия, которые может совершать персонаж: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>Команды, которые можно ввести в чате: {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>Ничего не требует, кроме самого чата.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>В комплекте 1 небольшая программа, которая дополняет историю. Она работает в изоляции: не видит ваших файлов, других программ и интернета — только то, что здесь перечислено.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>В комплекте небольших программ, дополняющих историю: {count}. Они работают в изоляции: не видят ваших файлов, других программ и интернета — только то, что здесь перечислено.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>Этот персонаж — только слова: он не запускает программ.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Он хотел бы читать веб-страницы.&lt;/b&gt; Это остаётся выключенным, пока вы не разрешите это для этого персонажа в настройках.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Он также использует вашу модель для своей работы&lt;/b&gt;, и это учитывается в вашем расходе. В настройках задан предел на ответ и на разговор.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> токенов</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Обновить модели</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>Разрешить агентам этого персонажа загружать веб-страницы</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>Этим могут пользоваться только агенты, объявившие @api studio.web.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>Необязательно: кто вы в истории. Персонажам сообщается «О &lt;ваше имя&gt;: …»</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>Необязательно: regex-скрипты SillyTavern в JSON, например [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. Они выполняются раньше скриптов персонажа.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Проверить подключение</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>Конечная точка модели</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Провайдер</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Базовый URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>Основная модель</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>Рабочая модель</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>Токенов на ответ</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>Токенов на беседу</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>Доступ к сети</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>Вы (образ)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>О вас</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>Скрипты регулярных выражений</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>сохранён: {key} (введите, чтобы заменить)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>вставьте ваш API-ключ</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>Сохранённый ключ: {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>Сначала введите базовый URL.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Не сохранено: {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>Файл</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Новый проект</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Открыть проект</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>Сохранить текущий файл</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>Сохранить все файлы</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>Экспортировать пакет</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>Экспортировать как карточку персонажа</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>Импортировать пакет или карточку персонажа</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>Открыть пакет, чтобы играть</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Редактор</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>Следующая вкладка редактора</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>Предыдущая вкладка редактора</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>Закрыть вкладку редактора</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>Найти в файле (в чате: найти в чате)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>Найти и заменить в файле</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab делает отступ / Tab переводит фокус (в файлах кода Tab делает отступ)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>Выйти из редактора в поле сообщения чата</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Отправить сообщение</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Новая строка в сообщении</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>Выполнить команду (или введите @ в пустом поле сообщения)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>Остановить пишущийся ответ</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>Искать во всех разговорах персонажа</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>Следующее совпадение (Shift+F3: предыдущее)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>Предыдущий вариант последнего ответа</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>Следующий вариант (после последнего: написать новый)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>Начало разговора (в списке сообщений)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>Конец разговора (в списке сообщений)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>Копировать выбранные сообщения (в списке сообщений)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>Следующая панель (Shift+F6: предыдущая)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Этот список сочетаний клавиш</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>Новый персонаж…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Недавние проекты</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>Примеры (открывается копия — можно играть и менять)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>Не удалось скопировать пример: {error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>Пергамент</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Полночь</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>Разрешить {tool}?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>Одобрить вызов инструмента</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>С этими аргументами:</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Аргументы инструмента</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP-сервер {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>агент {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>всегда разрешено</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>спрашивать раз за разговор</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>спрашивать каждый раз</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>Разрешения инструментов</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>Сохранённые разрешения инструментов</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>Забыть все</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>Сохранённых разрешений нет: каждый действующий инструмент сначала спрашивает.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>Импорт по URL</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>https-адрес карточки персонажа, книги знаний или zip-пакета:</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Где создать проект</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Импортировано с предупреждениями</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Импорт не удался</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>Нет устройства вывода звука: подключите колонки или наушники или выключите голос.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>Сбой звукового устройства ({0}); проверьте настройки звука.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Прочитать вслух</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Без звука</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>Остановить чтение</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>Удерживайте, чтобы говорить</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>Удерживайте для записи; отпустите, и сказанное появится в поле сообщения.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>Голос выключен; отключите «Без звука», чтобы услышать.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>Слушаю… отпустите, чтобы закончить</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>Для голосового ввода нужен адрес распознавания речи; укажите его в Настройки → Голос.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>Ничего не слышно; удерживайте кнопку и говорите.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>Микрофон не найден: подключите его или напечатайте сообщение.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>Не удалось открыть микрофон; проверьте настройки звука.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>Доступ к микрофону запрещён; разрешите Character Studio использовать микрофон в настройках конфиденциальности системы.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>сохранён: {key} (введите, чтобы заменить)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>не сохранён (локальным серверам не нужен)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>На этом компьютере (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>Речевой эндпоинт (совместимый с OpenAI)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Пропускать</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>Читает рассказчик</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>пусто: эндпоинт поставщика модели</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>напр. en, ja (пусто: определяется)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>Речевой движок</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>Речевой эндпоинт</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Речевая модель</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>Ключ речевого эндпоинта</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*Действия*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>Эндпоинт распознавания</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Модель распознавания</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>Ключ распознавания</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>Язык речи</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>голос персонажа</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>Как у персонажа ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>Голос &lt;b&gt;{name}&lt;/b&gt; (пусто: как предлагает персонаж)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>Голос (этот компьютер)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>Голос (эндпоинт)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Голос рассказчика</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG не установлен (apt-get install espeak-ng): выберите речевой эндпоинт или введите имя голоса.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>речевой эндпоинт должен начинаться с http:// или https:// (получено {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>эндпоинт распознавания должен начинаться с http:// или https:// (получено {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>речевой эндпоинт пуст: введите его или выберите eSpeak NG на этом компьютере</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} — не имя голоса eSpeak NG (буквы, цифры, - + _ /; напр. en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>Экспорт… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>Экспортировать персонажа как пакет</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>Проверка персонажа…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>Экспортировано файлов: {count} в {target} ({kb} КБ)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>Импортировать персонажа, карточку или книгу знаний</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Где создать проект</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>Импорт {name} отменён</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} импортирован как {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Импортировано с предупреждениями</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} импортирован, но:</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Импорт не удался</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>Не удалось импортировать {name}:</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>Экспортировать персонажа как карточку</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>Карточка экспортирована в {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>Нет в карточке</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} не экспортирован:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
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
        <translation>Пропущено при запуске: {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Не удалось сохранить настройки: {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>Не удалось {what}: {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>Не открыто: {name} не принят.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>Открыть проект персонажа</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>Открыть пакет персонажа</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Пакеты персонажей (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Новый персонаж</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>Имя персонажа:</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>Не удалось создать проект: {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>Не удаётся открыть пакет</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} готов.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>Открыть проект…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>Открыть пакет…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>Загрузка… {size} МБ</translation>
    </message>
</context>
</TS>
