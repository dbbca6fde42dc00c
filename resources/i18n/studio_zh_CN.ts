<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>主题自带</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
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
        <translation>绿色</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>应用的字体</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>此字体：</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>应用的字号</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>显示在你的消息旁的图片（否则显示姓名首字母）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>选择你的头像图片</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>强调色</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>聊天字体</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>聊天字号</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>你的头像</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>聊天字体族</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>此对话的作者注释</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>例如：[风格：简短回复，现在时。]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>距末尾多少条消息（0：放在最后一条之后）</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>每隔 N 条你的消息发送一次（1：每次，0：从不）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>每 N 条消息</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>发送身份</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>模型只在此对话中读取这条注释；可以使用 {{char}} 和 {{user}} 等宏。留空即可删除。</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>无法将背景 {path} 读取为图片。</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>请先打开一个角色。</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>{name} 的背景图片</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>不是图片</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} 不是本应用能读取的图片。</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>背景未保存</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>无法将图片复制到 {folder}：{error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>让模型在 JSON 数据文件（由代理条目中的 contextFile 指定）中查找记录：按键查找，或按字段筛选。</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>让模型查阅一个上下文文件（由代理条目中的 contextFile 指定），而不是每次请求都带上整个文件。</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>让模型搜索对话中较早的消息，包括太旧而已不在其视野中的消息。</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>世界书（World Info）：每次请求模型之前，把关键词出现在最近消息中的条目加入模型的上下文。</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>在整个对话中记住事实：模型保存和删除有名字的记忆，每条已保存的记忆都会在每次请求开头展示给模型。</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>子代理运行环境：用自己的模型调用来回答子代理的工具调用（一个 name.subagent.md 提示文件）。</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>长对话的长期记忆：为早于最近窗口的对话维护一份滚动摘要，并在每次请求开头展示给模型。</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>角色插图</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>作者备注</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>开场白</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>这个角色能做什么</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>已保存的对话</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← 角色库</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>返回角色库</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>用所选开场白开始新对话</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始聊天</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>开场白——选择新对话如何开始</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>标签：{tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>作者没有留下说明。</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>第一条消息</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>开场白 {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — {count} 条消息 · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>对话 {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>还没有对话：点击“开始聊天”开启第一段。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>从这里截断</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>重新提交</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>编辑并重新生成</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>标记为不可接受</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>从这里分支</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>查看请求…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>显示或隐藏推理过程</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>朗读</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>导出聊天</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>代理日志和错误</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>模型的推理过程</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>包含：</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>请先打开一个对话再导出。</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>聊天已导出到 {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>未导出：{error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>在聊天中查找 — Enter：下一个，Shift+Enter：上一个</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>所有对话</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>搜索此角色的每一段对话（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>第 {current} 个，共 {total} 个</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}，第 {number} 条消息</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>此角色的消息中没有包含它的。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>此模型的聊天模板要求用户消息和助手消息交替出现。</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>合并连续的消息</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>此模型的聊天模板没有系统角色。</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>将系统提示作为用户文本发送</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>上下文：–</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>收到第一条回复后将显示上下文用量。</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>上下文：{used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} 条未发送</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>上一次请求大约使用了模型 {window} 个 token 中的 {used} 个（上下文大小：{source}），并为回复预留 {reserve} 个。之前的 {history} 条消息中发送了 {sent} 条；放不下时最早的消息会被省略，但仍保留在对话中。计数方式：{counter}。</translation>
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
        <translation>暂不</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>撰写回复的模型（按 Enter 切换）</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 条消息等待发送</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} 条消息等待发送</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>打开一个角色即可与其聊天。</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>请先打开一个角色再开始聊天。</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>已为此服务商调整：请重新发送或重新生成。</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>消息已编辑。</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>消息已删除。</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>撤销编辑</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>消息 — Enter 发送，Shift+Enter 换行，@ 输入命令</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>编辑消息</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter 保存 · Esc 取消</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>保存并重新生成</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Attach image…</source>
        <translation>附加图片…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>随下一条消息发送图片（也可以拖放或粘贴）</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>附加图片</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>点击移除此图片</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>已附加图片 {number}，点击移除</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>待发送图片：1 张</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>待发送图片：{count} 张</translation>
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
        <translation>角色，开场白</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>智能体日志行</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>错误 · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>仅对 {name} 可见</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>私密回复</translation>
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
        <translation>运行命令</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@命令 参数</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>输入命令及其参数，按 Enter 运行：</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>此角色没有命令。</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>导出 {count} 段对话</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} 段对话，每段一个文件，保存到此文件夹并使用此格式：每个文件以其对话编号命名。</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息数</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>分支</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>删除所选对话</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>导出所选对话（按住 Ctrl 或 Shift 点击可多选）</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>选择开场白</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>删除对话</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>清空对话</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>删除所有消息并重置智能体的存储？</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>从磁盘重新加载</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>此文件较大：已关闭高亮，并以只读方式打开。请在其他程序中编辑。</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>此文件已在磁盘上被删除。保存会重新写入它。</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>你有未保存的修改时，此文件在磁盘上被改动了。</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>在此文件中 Tab 移动焦点（Ctrl+M 切换）</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>在此文件中 Tab 缩进（Ctrl+M 切换）</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>没有打开的文件</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>没有匹配</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>第 {number} 行</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>这段文字会触发哪些条目？</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>无法测试此世界书：{error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>添加条目</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>删除条目</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>隐藏 JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>显示或收起表格旁的世界书 JSON</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>所选条目的内容</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>选择一个条目，在这里编写它的内容。</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>显示 JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>此 JSON 还不是有效的世界书；表格显示的是上一个正确的状态。</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>没有问题：角色校验通过。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>新建上下文文件…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>新建智能体</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>新建世界书…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>新建上下文文件</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>文件名：</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>无法创建上下文文件</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>新建世界书</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>无法创建世界书</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>智能体名称：</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>无法创建智能体</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>无法重命名</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>无法删除</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>代理日志</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>请在“设置”中检查端点和 API 密钥。</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>一个智能体出错；详情见智能体日志。</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>一个智能体的钩子出错；详情见智能体日志。</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>已达到 token 上限；在“设置”中提高上限即可继续。</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>已达到单次回复的工具调用上限；你的下一条消息会从这里继续。</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>保存失败；请检查数据文件夹是否可写且未满。</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>详情见智能体日志。</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;欢迎使用 Character Studio。&lt;/b&gt;&lt;br&gt;角色通过你选择的 OpenAI 兼容模型端点说话：可以是使用&lt;i&gt;你自己的&lt;/i&gt; API 密钥的托管服务商（OpenAI、OpenRouter、Venice、DeepSeek 等），也可以是无需密钥的本地服务器（Ollama、LM Studio、llama.cpp）。选择服务商，粘贴密钥，点击&lt;i&gt;刷新模型&lt;/i&gt;，然后选择主模型（扮演角色）和工作模型（供代理使用）。你的密钥保存在系统钥匙串中，绝不会写入角色、对话或日志。</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>设置 Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>选择开场白</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>开始对话</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>这个角色可以用以下几种方式开始对话：</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>智能体：</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>工具调用和命令</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>日志行</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>@debug 日志</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>所选行的详情</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>选择一行以查看其完整参数和结果。</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>清空工具调用表（不会动任何文件）</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>编辑 {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>请求检查器 — 第 {number} 条</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>加载中…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息数</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>响应和用量</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>原始请求</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>无法读取请求：{error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>替换默认状态？</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>存储状态</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>保存为默认状态</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>点击“确定”后立即切换语言。</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>此电脑上没有能显示{language}的字体：文字会显示为空白方框。请安装相应字体（例如 Noto Sans CJK，即 fonts-noto-cjk 软件包）后再选择一次。</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>最近游玩</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>最近添加</translation>
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
        <translation>全部标签</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} 等另外 {count} 个</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>从角色库中移除</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>要从角色库中移除 {names} 吗？其文件和对话都会保留。</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>尚未游玩</translation>
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
        <translation>最近游玩：{when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;你的角色&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>按名称、描述或标签搜索</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>搜索角色</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>排序方式</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>卡片大小</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>只显示带有此标签的角色（标签来自角色卡）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>角色列表</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>详情…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>角色页面：插图、备注、开场白、对话</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始聊天</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · 找不到文件</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}：{path}（找不到）</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>标签：{tags}</translation>
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
        <translation>导出</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>代理日志</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>打开一个角色项目（文件 → 打开项目）或新建一个（文件 → 新建）。</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>打开一个角色包（文件 → 打开角色包），或把 .zip 或角色卡拖到这里。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>关闭前保存更改吗？</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>请先打开一个项目再导出。</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>未打开：该角色包未被接受。</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp（代替命令）</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>名称=值，每行一个（与 API 密钥一同保存）</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP 标头</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …，每行一个（与 API 密钥一起保存）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>角色列表</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>留空：所有角色；或填写名称，以逗号分隔</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>或 URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>标头（URL）</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>调用超时</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>提供给</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>请为服务器起个名字。</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>请输入命令或 URL 之一。</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>URL 必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP 服务器（来自你自己程序的工具）</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>它们的工具排在角色自己的工具之后；每次调用前都会询问你，除非你选择了“始终”。角色不能添加服务器。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>全部保存(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>导出角色包(&amp;E)…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>导出为角色卡(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>从 URL 导入(&amp;U)…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>打开角色包(&amp;P)…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>打开群聊(&amp;Y)…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>新建群聊(&amp;Y)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>模型(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>查找和替换(&amp;R)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>查找上一个(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>下一个标签页(&amp;T)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>上一个标签页(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>下一个面板(&amp;P)</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>上一个面板(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>命令(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>搜索全部对话(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>停止回复(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>导出聊天(&amp;X)…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>选择开场白(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>本对话的人设(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>作者注释(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>背景图片(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>无背景(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>加载远程图片(&amp;R)</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>显示消息以 https 地址给出的图片（经网络防护获取；关闭时仍为链接）</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>显示表情(&amp;E)</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>角色的包或卡片带有表情图片时，在聊天旁显示角色的表情</translation>
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
        <translation>内置(离线)服务器可运行的模型:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>添加 GGUF 文件(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>使用此模型(&amp;U)</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line}(使用中)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label},{size}:推荐,未安装 (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>GPU 卸载:可用 ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>GPU 卸载:此版本不支持 (PyPI 的 xllamacpp 仅在 CPU 上运行)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>添加 GGUF 模型文件</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 模型 (*.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>正在检查并复制 {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>正在将内置服务器切换到 {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>下次启动起使用:{key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>可能通过你的模型消耗你的 token（它会调用你的主模型或工作模型）</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>需要联网（只有在你开启联网后才能获取网页）</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>读取此对话的历史</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>读取角色自己的上下文文件</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>读取授权给它的其他智能体的存储</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>子智能体</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>模型可调用的工具：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>你可以输入的命令：{commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>运行时机：{hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>不需要额外权限（没有 &lt;code&gt;@api&lt;/code&gt; 行）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;此角色需要联网。&lt;/b&gt;在你于“设置”中为此角色开启之前，联网保持关闭。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;部分智能体可能通过你的模型消耗你的 token。&lt;/b&gt;“设置”限制了智能体每次回复和每段对话可使用的 token 数。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有智能体：此角色不运行任何代码。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 个智能体在沙盒中运行代码，除列出的内容外无法访问你的文件或网络。</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} 个智能体在沙盒中运行代码，除列出的内容外无法访问你的文件或网络。</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>在游玩 {name} 之前</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>接受并开始</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>谁来回答</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>由谁回答：所有人（按群聊的轮流规则）或某一位成员</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>私聊</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>只有所选成员能看到这条消息及其回复</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>发给：</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>消息 — Enter 发送；提到成员的名字即可对其说话，或在下方选择一位</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>新建群聊</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>新建群聊</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名字（可选）</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>添加项目文件夹…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>添加角色包…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>在你发言后，成员之间可以互相追加的回复数</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>群聊名称：</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>轮流规则：</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>闲聊：</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>保存群聊…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>成员（文件夹和角色包，按发言顺序）：</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>添加角色项目</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>添加角色包</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>角色包 (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>保存群聊</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>群聊 (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>代理日志</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>停止回复(&amp;S)</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>群聊 — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>关闭群聊(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>正在打开 {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — 群聊</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} 已就绪：{members}。</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>打开群聊</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>本对话的人设</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>使用我的设置</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>关于你</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>角色仅在本对话中用这个名字（{{user}}）称呼你。</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>远程图片已关闭：聊天 → 加载远程图片</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>只加载 https 图片</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>加载中…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>不是 PNG、JPEG、GIF 或 WebP 图片</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>无法读取该图片</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>data URL 不是有效的 Base64</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>只显示角色自己的文件和 data: URL</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>没有打开角色</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[图片：{alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[图片：{alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>大于 {size} MB</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>只显示角色文件夹内的文件</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} 不在角色文件夹中</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>无法读取 {file}（{error}）</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>角色插图</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>选择开场白…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>设置模型…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>角色库(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>开发者工具(&amp;D)</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>查看上一次请求(&amp;R)…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>还没有回复：没有可查看的内容。</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>正在启动内置模型… 就绪后开始发送。</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>还没有设置模型，角色无法回答。设置一个模型即可开始聊天{problem}。</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>输入消息…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>设置模型后即可开始聊天。</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>内置模型无法启动：{error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>准备开始</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>开始游玩</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;连接模型&lt;/h2&gt;角色通过语言模型说话。请从下面选择一种方式，之后可以在设置中更改。</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>在这台电脑上离线运行</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>使用内置模型</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>在这台电脑上运行的小模型：无需账号和密钥，不向任何地方发送数据。启动很快，但回复比较简单。</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>已在这台电脑上运行</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>在线服务（需要账号）</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>粘贴你的 API 密钥</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>你的密钥保存在系统钥匙串中，绝不会存入角色或聊天记录。</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>不玩这个角色</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>正在下载内置模型：{done} / {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>正在使用内置模型 ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>就绪：内置模型在这台电脑上运行。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>内置模型无法启动：{error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>正在查找 Ollama、LM Studio、llama.cpp 和 KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>找到 {count} 个模型，请选择一个。</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>没有找到。请启动 Ollama、LM Studio、llama.cpp 或 KoboldCpp，然后重新查找。</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>请先粘贴你的 API 密钥。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>已连接：共 {count} 个模型，请选择一个。</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>接受并开始</translation>
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
        <translation>默认</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>重复惩罚（本地）</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P（本地）</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K（本地）</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>DRY 倍数（本地）</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>回复和上下文</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>停止序列，以 | 分隔</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>只发送给 llama.cpp 系列服务器（llama.cpp、KoboldCpp、内置模型）；“默认”保留服务器的值（内置模型的防循环设置）。</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>询问服务器（否则 8,192）</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json（可选：精确计数）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>合并同一角色的连续消息</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>将系统提示词作为用户消息发送</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>采样参数适用于</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>回复长度（最大 token 数）</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>存在惩罚</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>频率惩罚</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止序列</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>{model} 的上下文大小</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>该模型</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>分词器</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>严格的服务器</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>选择 tokenizer.json</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>分词器 (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>也会用你的模型完成自己的工作，这会计入你的用量（“设置”中可以限制上限）。</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>想要读取网页。在你于“设置”中为此角色允许之前，它无法读取。</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>读取此对话。</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>读取角色自己的背景笔记。</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>读取此角色其他部分保存的笔记。</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>请求了此版本应用不认识的权限；它不会获得。</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>在你游玩 {name} 之前，这里列出了它能做的事。你只会被询问一次；如果角色有改动，会再次询问你。</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>角色可以执行的操作：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>你可以在聊天中输入的命令：{commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>除聊天本身外不需要任何东西。</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>它附带 1 个为故事增色的小程序。它在隔离环境中运行：看不到你的文件、你的其他程序或互联网，只能使用这里列出的内容。</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>它附带 {count} 个为故事增色的小程序。它们在隔离环境中运行：看不到你的文件、你的其他程序或互联网，只能使用这里列出的内容。</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>此角色只有文字：不运行任何程序。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;它想要读取网页。&lt;/b&gt;在你于“设置”中为此角色允许之前，这保持关闭。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;它也会用你的模型完成自己的工作&lt;/b&gt;，这会计入你的用量。“设置”限制了每次回复和每段对话的用量。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>刷新模型</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>允许这个角色的代理获取网页</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>只有声明了 @api studio.web 的代理才能使用。</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>可选：你在故事中的身份。角色会收到“关于&lt;你的名字&gt;：…”</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>可选：SillyTavern 正则脚本（JSON），例如 [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]。它们在角色自己的脚本之前运行。</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>模型端点</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
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
        <translation>代理</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>每次回复的 token 上限</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>每个对话的 token 上限</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>网络访问</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>你（人设）</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>关于你</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>正则脚本</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>已保存：{key}（输入以替换）</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>粘贴你的 API 密钥</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>已保存的密钥：{key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>请先输入基础 URL。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>未保存：{error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>文件</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>保存当前文件</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>保存所有文件</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>导出角色包</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>导出为角色卡</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>导入角色包或角色卡</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>打开角色包来游玩</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>编辑器</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>下一个编辑器标签页</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>上一个编辑器标签页</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>关闭编辑器标签页</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>在文件中查找（在聊天中：在聊天中查找）</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>在文件中查找和替换</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab 缩进 / Tab 移动焦点（在代码文件中 Tab 缩进）</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>离开编辑器，回到聊天的消息框</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>运行命令（也可以在空的消息框中输入 @）</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>停止正在生成的回复</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>搜索此角色的所有对话</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>下一个匹配（Shift+F3：上一个）</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>上一条回复的前一个备选</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>下一个备选（超过最后一个：生成新的）</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>对话顶部（在消息列表中）</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>对话底部（在消息列表中）</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>复制所选消息（在消息列表中）</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>下一个窗格（Shift+F6：上一个）</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>这份快捷键列表</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
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
        <translation>新建角色…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近的项目</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>示例（打开的是副本，可随意游玩和修改）</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>无法复制示例：{error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>羊皮纸</translation>
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
        <translation>允许 {tool}？</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>批准工具调用</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>使用以下参数：</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>工具参数</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP 服务器 {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>代理 {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>每个对话询问一次</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>每次询问</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>工具批准</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>已保存的工具批准</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>忘记</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>全部忘记</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>没有已保存的批准：每个会执行操作的工具都会先询问。</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>从 URL 导入</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>角色卡、世界书或角色包 zip 的 https 地址：</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>在哪里创建项目</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>正在下载…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>导入完成，但有警告</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>没有音频输出设备：请连接扬声器或耳机，或将语音静音。</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>音频设备出错（{0}）；请检查声音设置。</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>朗读</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>停止朗读</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>按住说话</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>按住录音；松开后，你说的话会填入消息框。</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>语音已静音；关闭静音即可收听。</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>正在聆听… 松开即停止</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>语音输入需要转写端点；请在 设置 → 语音 中设置。</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>没有听到声音；请按住按钮说话。</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>未找到麦克风：请连接麦克风，或直接输入消息。</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>无法打开麦克风；请检查声音设置。</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>麦克风访问被拒绝；请在系统隐私设置中允许 Character Studio 使用麦克风。</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>已保存：{key}（输入以替换）</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>未保存（本地服务器无需密钥）</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>本机（eSpeak NG）</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>语音端点（兼容 OpenAI）</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>由旁白朗读</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>留空：使用模型提供方自己的端点</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>例如 en、ja（留空：自动检测）</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>语音引擎</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>语音端点</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>语音模型</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>语音端点密钥</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*动作*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>转写端点</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>转写模型</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>转写密钥</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>说话语言</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>角色的声音</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>角色自己的设置（{rate}）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 的声音（留空：按角色的建议）</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>声音（本机）</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>声音（端点）</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>旁白的声音</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>语速</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>未安装 eSpeak NG（apt-get install espeak-ng）：请选择语音端点，或输入声音名称。</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>语音端点必须以 http:// 或 https:// 开头（收到 {url!r}）</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>转写端点必须以 http:// 或 https:// 开头（收到 {url!r}）</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>语音端点为空：请输入一个，或选择本机的 eSpeak NG</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} 不是 eSpeak NG 的声音名称（字母、数字、- + _ /；例如 en-gb+f3）</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>正在导出… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>将角色导出为角色包</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>正在检查角色…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>已导出 {count} 个文件到 {target}（{kb} KB）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>导入角色、角色卡或世界书</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>在哪里创建项目</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>已取消导入 {name}</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>已将 {name} 导入为 {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>导入完成，但有警告</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} 已导入，但：</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>无法导入 {name}：</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>将角色导出为角色卡</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>已将卡片导出到 {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>不在卡片中</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} 未导出：</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
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
        <translation>启动时忽略：{notes}。</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>无法保存设置：{error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>无法{what}：{message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>未打开：{name} 未被接受。</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>打开角色项目</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>打开角色包</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>角色包 (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>新建角色</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>角色名称：</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>无法创建项目：{error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>无法打开角色包</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} 已就绪。</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>打开项目…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>打开角色包…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>正在下载… {size} MB</translation>
    </message>
</context>
</TS>
