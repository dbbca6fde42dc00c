<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>佈景主題預設</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>玫瑰色</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>琥珀色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外觀</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>應用程式的字型</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>此字型：</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>應用程式的字級</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>顯示在你的訊息旁的圖片（未設定則顯示姓名縮寫）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>選擇你的頭像圖片</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>佈景主題</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>強調色</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>聊天字型</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>聊天字級</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>你的頭像</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>聊天字型系列</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>圖片 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>此對話的作者附註</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>例如：[風格：簡短回覆，現在式。]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>距結尾幾則訊息（0：放在最後一則之後）</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>每隔 N 則你的訊息傳送一次（1：每次，0：永不）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>每 N 則訊息</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>傳送身分</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>模型只在此對話中讀取這則附註；可以使用 {{char}} 和 {{user}} 等巨集。留空即可移除。</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>無法將背景 {path} 讀取為圖片。</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>請先開啟一個角色。</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>{name} 的背景圖片</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>圖片 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>不是圖片</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} 不是本應用程式能讀取的圖片。</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>背景未儲存</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>無法將圖片複製到 {folder}：{error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>讓模型在 JSON 資料檔（由代理條目中的 contextFile 指定）中查找記錄：依鍵查找，或依欄位篩選。</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>讓模型查閱一個上下文檔案（由代理條目中的 contextFile 指定），而不是每次請求都帶上整個檔案。</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>讓模型搜尋對話中較早的訊息，包括太舊而已不在其視野中的訊息。</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>世界書（World Info）：每次請求模型之前，把關鍵詞出現在最近訊息中的條目加入模型的上下文。</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>在整段對話中記住事實：模型儲存和刪除有名字的記憶，每條已儲存的記憶都會在每次請求開頭展示給模型。</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>子代理執行環境：用自己的模型呼叫來回答子代理的工具呼叫（一個 name.subagent.md 提示檔）。</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>長對話的長期記憶：為早於最近視窗的對話維護一份滾動摘要，並在每次請求開頭展示給模型。</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>角色圖片</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>創作者附註</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>開場白</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>此角色能做什麼</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>已儲存的對話</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← 角色庫</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>返回角色庫</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新對話</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>用選擇的開場白開始新對話</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>開始玩</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>開場白——選擇新對話如何開始</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>標籤：{tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>作者沒有留下附註。</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>第一則訊息</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>開場白 {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — 訊息：{count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>對話 {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>還沒有對話：按「開始玩」開啟第一段。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>編輯</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>從這裡截斷</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>重新傳送</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>編輯並重新產生</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新產生</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>標記為不可接受</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>從這裡分支</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>檢視請求…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>複製為 Markdown</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>顯示或隱藏推理</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>朗讀</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>匯出聊天</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>代理程式日誌行與錯誤</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>模型的推理</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>檔案：</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>包含：</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>開啟一段對話才能匯出。</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>聊天已匯出到 {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>未匯出：{error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>在聊天中尋找 — Enter：下一個，Shift+Enter：上一個</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一個符合項目（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一個符合項目（F3）</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>所有對話</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>搜尋此角色的每一段對話（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>關閉（Esc）</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>沒有符合項目</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>第 {current} 個，共 {total} 個</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回覆</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}，第 {number} 則訊息</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>此角色的訊息中沒有包含它的。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>附加圖片…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>隨下一則訊息傳送圖片（也可以拖放或貼上）</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>附加圖片</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>按一下移除此圖片</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>已附加圖片 {number}，按一下移除</translation>
    </message>
    <message>
        <source>image</source>
        <translation>圖片</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>待傳送圖片：1 張</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>待傳送圖片：{count} 張</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>此模型的聊天範本要求使用者與助理的訊息交替出現。</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>合併連續的訊息</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>此模型的聊天範本沒有系統角色。</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>將系統提示以使用者文字傳送</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>情境：–</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>情境量表會在第一則回覆後填入。</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>情境：{used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation>（預設）</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} 則未傳送</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>上一次請求大約使用了模型 {window} 個 token 中的 {used} 個（情境大小：{source}），並為回覆保留 {reserve} 個。先前的 {history} 則訊息中傳送了 {sent} 則；放不下時最早的訊息會被略過，但仍保留在對話中。計數方式：{counter}。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>撰寫回覆的模型（按 Enter 切換）</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>編輯訊息</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter 儲存 · Esc 取消</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>儲存並重新產生</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>角色，開場白</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>代理程式日誌行</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>工具呼叫</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>對話</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>訊息</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 則訊息等待傳送</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} 則訊息等待傳送</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>開啟一個角色來與它聊天。</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>開啟一個角色以開始聊天。</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>已為此服務供應商調整：再傳送一次或重新產生。</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>訊息已編輯。</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>訊息已刪除。</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>復原</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>錯誤 · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>僅 {name} 可見</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>私密回覆</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>復原編輯</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>復原刪除</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>訊息 — Enter 傳送，Shift+Enter 換行，@ 輸入指令</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>表情：{label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>執行指令</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@指令 參數</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>輸入指令及其參數；按 Enter 執行：</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>此角色沒有指令。</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>重新命名對話</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>標題：</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>匯出 {count} 段對話</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} 段對話，每段一個檔案，存到此資料夾並使用此格式：每個檔案以其對話編號命名。</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>對話列表</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>訊息數</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>建立時間</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重新命名</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>刪除選取的對話</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>匯出選取的對話（Ctrl+按一下或 Shift+按一下可選取多個）</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>選擇開場白</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>刪除對話</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>清除對話</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>要移除所有訊息並重設代理程式的儲存區嗎？</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>從磁碟重新載入</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>此檔案較大：已關閉醒目提示，並以唯讀方式開啟。請在其他程式中編輯。</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>此檔案已從磁碟上刪除。儲存會重新寫入。</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>你在這裡有未儲存的編輯時，此檔案在磁碟上被更動了。</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>專案檔案</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>在此檔案中 Tab 移動焦點（Ctrl+M 切換）</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>在此檔案中 Tab 縮排（Ctrl+M 切換）</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>沒有開啟的檔案</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>取代為</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>區分大小寫</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>沒有符合項目</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>第 {number} 行</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>測試</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>這段文字會觸發哪些條目？</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>無法測試此世界書：{error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>新增條目</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>移除條目</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>隱藏 JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>顯示或收合表格旁的世界書 JSON</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>內容</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>選取條目的內容</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>選取一個條目，在這裡撰寫它的內容。</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>顯示 JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>此 JSON 還不是有效的世界書；表格顯示的是上一個正確的狀態。</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>沒有問題：角色驗證通過。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>新增情境檔案…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>新增代理程式</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>新增世界書…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重新命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>新增情境檔案</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>檔案名稱：</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>無法建立情境檔案</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>新增世界書</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>無法建立世界書</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>代理程式名稱：</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>無法建立代理程式</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>無法重新命名</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>無法刪除</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>重新產生</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>代理程式日誌</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>開啟資料資料夾</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>請在「設定」中檢查端點和 API 金鑰。</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>有代理程式失敗；詳情請見代理程式日誌。</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>有代理程式的掛鉤失敗；詳情請見代理程式日誌。</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>已達到 token 上限；在「設定」中提高上限即可繼續。</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>已達到單次回覆的工具呼叫上限；你的下一則訊息會從這裡繼續。</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>儲存失敗；請確認資料資料夾可寫入且未滿。</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>詳情請見代理程式日誌。</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;歡迎使用 Character Studio。&lt;/b&gt;&lt;br&gt;角色透過你選擇的 OpenAI 相容模型端點說話：使用&lt;i&gt;你自己的&lt;/i&gt; API 金鑰的託管服務供應商（OpenAI、OpenRouter、Venice、DeepSeek……），或不需要金鑰的本機伺服器（Ollama、LM Studio、llama.cpp）。選擇一個服務供應商，貼上你的金鑰，按下&lt;i&gt;重新整理模型&lt;/i&gt;，再選擇主模型（扮演角色）和工作模型（供代理程式使用）。你的金鑰保存在系統鑰匙圈中，絕不會寫入角色、對話或日誌。</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>設定 Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>選擇開場白</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>開始對話</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>此角色可以用幾種方式開啟對話：</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>代理程式</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>代理程式：</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>工具呼叫與指令</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>日誌行</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>@debug 日誌</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>選取列的詳細資料</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>選取一列以檢視其完整參數和結果。</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>清除工具呼叫表（不會動到任何檔案）</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>編輯 {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>請求檢視器 — 第 {number} 項</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>載入中…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>訊息數</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>回應與用量</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>原始請求</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>無法讀取請求：{error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>要取代預設狀態嗎？</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>儲存區</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>儲存區狀態</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重新整理</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>儲存為預設狀態</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>介面語言</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>按下「確定」後立即切換語言。</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>這台電腦上沒有能顯示{language}的字型：文字會顯示成空白方塊。請安裝相應字型（例如 Noto Sans CJK，即 fonts-noto-cjk 套件）後再選擇一次。</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>最近玩過</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>最近新增</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>小</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>所有標籤</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} 等另外 {count} 個</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>從角色庫移除</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>要從角色庫移除 {names} 嗎？其檔案和對話都會保留。</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>尚未玩過</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>Last played {when}</source>
        <translation>最近玩過：{when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;你的角色&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>依名稱、描述或標籤搜尋</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>搜尋角色</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>排序方式</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>圖塊大小</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>只顯示有此標籤的角色（來自其角色卡）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>角色列表</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>關於…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>角色頁面：圖片、附註、開場白、對話</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>開始玩</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · 找不到檔案</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}：{path}（找不到）</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>標籤：{tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;你的角色&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>對話列表</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>儲存區</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>代理程式日誌</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>開啟角色專案（檔案 → 開啟專案）或建立一個（檔案 → 新增）。</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>開啟角色包（檔案 → 開啟角色包），或將 .zip 或角色卡拖放到這裡。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>關閉前要儲存變更嗎？</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>開啟一個專案才能匯出。</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>未開啟：角色包未被接受。</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP 伺服器</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>伺服器名稱</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>指令</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp（代替指令）</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>環境變數</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>NAME=value，每行一個（與你的 API 金鑰一起保存）</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP 標頭</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …，每行一個（與 API 金鑰一起保存）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>角色列表</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>留空：所有角色；或以逗號分隔的名稱</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>或 URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>標頭（URL）</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>呼叫逾時</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>提供給</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>請為伺服器命名。</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>請輸入指令或 URL 其中之一。</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>URL 必須以 http:// 或 https:// 開頭。</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP 伺服器（來自你自己程式的工具）</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 伺服器</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>新增…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>它們的工具排在角色自己的工具之後；每次呼叫前都會詢問你，除非你選擇了「一律允許」。角色不能新增伺服器。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新增專案(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>開啟專案(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>開啟最近使用(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>全部儲存(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>匯出角色包(&amp;E)…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>匯出為角色卡(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>匯入(&amp;I)…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>從 URL 匯入(&amp;U)…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>開啟角色包(&amp;P)…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>開啟群聊(&amp;Y)…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>新增群聊(&amp;Y)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>模型(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>尋找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>尋找與取代(&amp;R)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>尋找下一個(&amp;N)</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>尋找上一個(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>下一個分頁(&amp;T)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>上一個分頁(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>關閉分頁(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>下一個窗格(&amp;P)</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>上一個窗格(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>指令(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>搜尋所有對話(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>停止回覆(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>匯出聊天(&amp;X)…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>選擇開場白(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>此對話的人設(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>作者附註(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>背景圖片(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>無背景(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>載入遠端圖片(&amp;R)</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>顯示訊息以 https 位址給出的圖片（經網路防護取得；關閉時仍為連結）</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>顯示表情(&amp;E)</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>角色的套件或卡片帶有表情圖片時，在聊天旁顯示角色的表情</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>內建（離線）伺服器可執行的模型：</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>新增 GGUF 檔案(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>使用此模型(&amp;U)</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安裝</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line}（使用中）</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}，{size}：推薦，未安裝（character-studio models install {key}）</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>GPU 卸載：可用（{gpus}）</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>GPU 卸載：此版本不支援（PyPI 的 xllamacpp 只在 CPU 上執行）</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>新增 GGUF 模型檔案</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 模型 (*.gguf);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>正在檢查並複製 {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>正在將內建伺服器切換為 {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>下次啟動起使用：{key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>可能透過你的模型消耗你的 token（它會呼叫你的主模型或工作模型）</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>需要網路存取（只有在你開啟網路存取後才能擷取網頁）</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>讀取此對話的歷史</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>讀取角色自己的情境檔案</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>讀取授權給它的其他代理程式的儲存區</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>子代理程式</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>代理程式</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>模型可呼叫的工具：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>你可以輸入的指令：{commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>執行時機：{hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>不需要額外權限（沒有 &lt;code&gt;@api&lt;/code&gt; 行）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;此角色需要網路存取。&lt;/b&gt;在你於「設定」中為此角色開啟之前，網路存取保持關閉。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;部分代理程式可能透過你的模型消耗你的 token。&lt;/b&gt;「設定」限制了代理程式每次回覆和每段對話可使用的 token 數。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;沒有代理程式：此角色不執行任何程式碼。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 個代理程式在沙箱中執行程式碼，除列出的內容外無法存取你的檔案或網路。</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} 個代理程式在沙箱中執行程式碼，除列出的內容外無法存取你的檔案或網路。</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>在玩 {name} 之前</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>接受並開始玩</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以後再說</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>誰來回答</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>誰來回答：所有人（依群聊的輪流規則）或一位成員</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>私密</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>只有選擇的成員看得到這則訊息和它的回覆</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>給：</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>訊息 — Enter 傳送；提到成員名字即可對他們說話，或在下方選一位</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>新增群聊</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>新增群聊</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名字（選填）</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>顏色</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>新增專案資料夾…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>新增角色包…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>在你的訊息之後，成員之間可以額外互相回覆的次數</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>群聊名稱：</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>輪流規則：</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>閒聊：</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>儲存群聊…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>成員（資料夾與角色包，依發言順序）：</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>新增角色專案</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>新增角色包</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>角色包 (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>儲存群聊</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>群聊 (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>代理程式日誌</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>停止回覆(&amp;S)</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>群聊 — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>關閉群聊(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>正在開啟 {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — 群聊</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} 已就緒：{members}。</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>開啟群聊</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>此對話的人設</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>使用我的設定</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>關於你</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>角色只在此對話中用這個名字（{{user}}）稱呼你。</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>圖片</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>遠端圖片已關閉：聊天 → 載入遠端圖片</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>只載入 https 圖片</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>載入中…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>不是 PNG、JPEG、GIF 或 WebP 圖片</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>無法讀取該圖片</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>data URL 不是有效的 Base64</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>只顯示角色自己的檔案和 data: URL</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>沒有開啟角色</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[圖片：{alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[圖片：{alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>大於 {size} MB</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>只顯示角色資料夾內的檔案</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} 不在角色資料夾中</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>無法讀取 {file}（{error}）</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>角色圖片</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>選擇開場白…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>設定模型…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>角色庫(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>開發人員工具(&amp;D)</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>檢視上一個請求(&amp;R)…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>還沒有回覆：沒有可檢視的內容。</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>正在啟動內建模型… 就緒後就會開始傳送。</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>尚未設定模型，所以角色無法回答。請設定一個模型以開始聊天{problem}。</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>寫一則訊息…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>設定模型以開始聊天。</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>內建模型無法啟動：{error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>準備開始玩</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>開始玩</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;連接模型&lt;/h2&gt;角色透過語言模型說話。請從以下選擇一個；之後可以在「設定」中變更。</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>在這台電腦上，離線</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>使用內建模型</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>在這台電腦上執行的小模型：不需帳號、不需金鑰，不會傳送任何東西到任何地方。啟動很快；它的回覆比較簡單。</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>已在這台電腦上執行</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>再找一次</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>線上服務（需要帳號）</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>貼上你的 API 金鑰</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>連線</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服務</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 金鑰</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>你的金鑰保存在系統鑰匙圈中，絕不會存進角色或聊天。</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>不是這個角色</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>啟動中…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>正在下載內建模型：{done} / {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>正在使用內建模型 ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>就緒：內建模型在這台電腦上執行。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試一次</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>內建模型無法啟動：{error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>正在尋找 Ollama、LM Studio、llama.cpp 和 KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>找到的模型：{count} 個。請選一個。</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>沒有找到。請啟動 Ollama、LM Studio、llama.cpp 或 KoboldCpp，然後再找一次。</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>請先貼上你的 API 金鑰。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>連線中…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>已連線：{count} 個模型。請選一個。</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>接受並開始玩</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>重複懲罰（本機）</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P（本機）</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K（本機）</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>DRY 倍數（本機）</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>回覆與情境</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>所有角色</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>此角色</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>停止序列，以 | 分隔</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>只傳送給 llama.cpp 系列伺服器（llama.cpp、KoboldCpp、內建模型）；「預設」保留伺服器的值（內建模型的防迴圈設定）。</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>詢問伺服器（否則 8,192）</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json（選填：精確計數）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>合併同一角色的連續訊息</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>將系統提示以使用者文字傳送</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>取樣設定對象</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>溫度</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>回覆長度（最大 token 數）</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>存在懲罰</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>頻率懲罰</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>{model} 的情境大小</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>該模型</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分詞器</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>嚴格的伺服器</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>選擇 tokenizer.json</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>分詞器 (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>也會用你的模型完成自己的工作，這會計入你的用量（「設定」中可以限制上限）。</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>想要讀取網頁。在你於「設定」中為此角色允許之前，它無法讀取。</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>讀取此對話。</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>讀取角色自己的背景筆記。</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>讀取此角色其他部分保存的筆記。</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>要求了此版本應用程式不認識的權限；它不會獲得。</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>在你玩 {name} 之前，這裡列出了它能做的事。你只會被詢問一次；如果角色有變動，會再次詢問你。</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>角色可以執行的動作：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>你可以在聊天中輸入的指令：{commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>除聊天本身外不需要任何東西。</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>它附帶 1 個為故事增色的小程式。它在隔離環境中執行：看不到你的檔案、你的其他程式或網際網路，只能使用這裡列出的內容。</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>它附帶 {count} 個為故事增色的小程式。它們在隔離環境中執行：看不到你的檔案、你的其他程式或網際網路，只能使用這裡列出的內容。</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>此角色只有文字：不執行任何程式。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;它想要讀取網頁。&lt;/b&gt;在你於「設定」中為此角色允許之前，這保持關閉。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;它也會用你的模型完成自己的工作&lt;/b&gt;，這會計入你的用量。「設定」限制了每次回覆和每段對話的用量。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> 個 token</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>重新整理模型</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>允許此角色的代理程式擷取網頁</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>只有宣告 @api studio.web 的代理程式才能使用。</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>選填：你在故事中的身分。角色會收到「關於&lt;你的名字&gt;：…」</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>選填：SillyTavern 正規表示式腳本（JSON），例如 [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]。它們會在角色自己的腳本之前執行。</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>測試連線</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>模型端點</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服務供應商</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基礎 URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 金鑰</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>主模型</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>工作模型</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>代理程式</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>每次回覆的 token 數</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>每段對話的 token 數</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>網路存取</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>你（人設）</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>關於你</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>正規表示式腳本</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>已儲存：{key}（輸入以取代）</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>貼上你的 API 金鑰</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>已儲存的金鑰：{key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>請先輸入基礎 URL。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>連線中…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>未儲存：{error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>檔案</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新增專案</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>開啟專案</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>儲存目前的檔案</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>儲存所有檔案</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>匯出角色包</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>匯出為角色卡</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>匯入角色包或角色卡</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>開啟角色包來玩</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>編輯器</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>下一個編輯器分頁</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>上一個編輯器分頁</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>關閉編輯器分頁</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>在檔案中尋找（在聊天中：在聊天中尋找）</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>在檔案中尋找與取代</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab 縮排 / Tab 移動焦點（在程式碼檔案中 Tab 縮排）</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>離開編輯器，回到聊天的訊息框</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>傳送訊息</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>在訊息中換行</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>執行指令（也可以在空的訊息框中輸入 @）</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>停止正在撰寫的回覆</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>搜尋此角色的所有對話</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>下一個符合項目（Shift+F3：上一個）</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>上一則回覆的前一個替代版本</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>下一個替代版本（超過最後一個：寫一個新的）</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>對話頂端（在訊息清單中）</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>對話底部（在訊息清單中）</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>複製選取的訊息（在訊息清單中）</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>視窗</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>下一個窗格（Shift+F6：上一個）</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>這份鍵盤快速鍵清單</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>新增角色…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近的專案</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>範例（每個都會開啟一份副本，可以隨意玩和修改）</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>無法複製範例：{error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>佈景主題(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>羊皮紙</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>午夜</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>森林</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>允許 {tool}？</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>核准工具呼叫</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>使用這些參數：</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>工具參數</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP 伺服器 {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>代理 {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>一律允許</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>每段對話詢問一次</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>每次詢問</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>工具核准</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>已儲存的工具核准</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>忘記</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>全部忘記</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>沒有已儲存的核准：每個會執行動作的工具都會先詢問。</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>從 URL 匯入</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>角色卡、世界書或角色包 zip 的 https 網址：</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>要在哪裡建立專案</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>下載中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>已匯入，但有警告</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>匯入失敗</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>沒有音訊輸出裝置：請連接喇叭或耳機，或將語音靜音。</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>音訊裝置發生錯誤（{0}）；請檢查聲音設定。</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>朗讀</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>靜音</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>停止朗讀</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>按住說話</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>按住以錄音；放開後，你說的話會放進訊息框。</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>語音已靜音；關閉「靜音」即可聽到。</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>正在聆聽… 放開即停止</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>語音輸入需要轉錄端點；請在「設定 → 語音」中設定。</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>沒有聽到任何聲音；請按住按鈕並說話。</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>找不到麥克風：請連接一個，或直接輸入訊息。</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>無法開啟麥克風；請檢查聲音設定。</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>麥克風存取遭拒；請在系統的隱私設定中允許 Character Studio 使用麥克風。</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>已儲存：{key}（輸入以取代）</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>未儲存（本機伺服器不需要）</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>語音</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>本機（eSpeak NG）</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>語音端點（相容 OpenAI）</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>略過</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>由旁白朗讀</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>留空：使用模型提供者自己的端點</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>例如 en、ja（留空：自動偵測）</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>語音引擎</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>語音端點</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>語音模型</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>語音端點金鑰</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*動作*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>轉寫端點</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>轉寫模型</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>轉寫金鑰</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>說話語言</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>角色的聲音</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>角色自己的設定（{rate}）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 的聲音（留空：依角色的建議）</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>聲音（本機）</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>聲音（端點）</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>旁白的聲音</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>語速</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>未安裝 eSpeak NG（apt-get install espeak-ng）：請選擇語音端點，或輸入聲音名稱。</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>語音端點必須以 http:// 或 https:// 開頭（收到 {url!r}）</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>轉寫端點必須以 http:// 或 https:// 開頭（收到 {url!r}）</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>語音端點為空：請輸入一個，或選擇本機的 eSpeak NG</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} 不是 eSpeak NG 的聲音名稱（字母、數字、- + _ /；例如 en-gb+f3）</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>正在匯出… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>將角色匯出為角色包</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>正在檢查角色…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>已匯出 {count} 個檔案到 {target}（{kb} KB）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>匯入角色、角色卡或世界書</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>要在哪裡建立專案</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>已取消匯入 {name}</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>已將 {name} 匯入為 {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>已匯入，但有警告</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} 已匯入，但：</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>匯入失敗</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>無法匯入 {name}：</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>將角色匯出為角色卡</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>已將角色卡匯出到 {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>不在角色卡中</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} 未匯出：</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
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
        <translation>啟動時忽略：{notes}。</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>無法儲存設定：{error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>無法{what}：{message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>未開啟：{name} 未被接受。</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>開啟角色專案</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>開啟角色包</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>角色包 (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>新增角色</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>角色名稱：</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>無法建立專案：{error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>無法開啟角色包</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} 已就緒。</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>開啟專案…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>開啟角色包…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>下載中… {size} MB</translation>
    </message>
</context>
</TS>
