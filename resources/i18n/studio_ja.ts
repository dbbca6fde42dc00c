<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>テーマの色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>ローズ</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>アンバー</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>ティール</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>アプリのフォント</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>このフォント：</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>アプリの文字サイズ</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>あなたのメッセージの横に表示する画像（未設定ならイニシャル）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>アバター画像を選択</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>アクセントカラー</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>チャットのフォント</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>チャットの文字サイズ</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>あなたのアバター</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>チャットのフォントファミリー</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>この会話の作者ノート</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>例：[スタイル：短い返信、現在形。]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>末尾から何件目のメッセージか（0：最後のメッセージの後）</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>あなたのメッセージ N 件ごとに送信（1：毎回、0：送らない）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ノート</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>N 件ごと</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>送信する役割</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>モデルはこのノートをこの会話でだけ読みます。{{char}} や {{user}} などのマクロが使えます。空にすると削除されます。</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>背景 {path} を画像として読み込めませんでした。</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>先にキャラクターを開いてください。</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>{name} の背景画像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>画像ではありません</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} はこのアプリで読み込める画像ではありません。</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>背景を保存できませんでした</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>画像を {folder} にコピーできませんでした: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>モデルが JSON データファイル（エージェント設定の contextFile で指定）からレコードを検索できるようにします。キーで、またはフィールドで絞り込んで。</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>モデルが 1 つのコンテキストファイル（エージェント設定の contextFile で指定）を検索できるようにします。ファイル全体を毎回送る代わりです。</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>モデルが会話の以前のメッセージを検索できるようにします。古すぎて見えなくなったものも含みます。</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>ロアブック（World Info）：モデルへの各リクエストの前に、最近のメッセージにキーワードが現れたエントリーをモデルのコンテキストに加えます。</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>会話を通して事実を覚えます。モデルが名前付きの記憶を保存・削除し、保存された記憶は毎回リクエストの最初にモデルへ示されます。</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>サブエージェントの実行環境：サブエージェントのツール呼び出し（name.subagent.md のプロンプトファイル）に、独自のモデル呼び出しで応えます。</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>長いチャットのための長期記憶：最近の範囲より古い会話の要約を更新し続け、毎回リクエストの最初にモデルへ示します。</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>キャラクターのイラスト</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>作者のメモ</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>挨拶</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>このキャラクターにできること</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>保存された会話</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← ライブラリ</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>ライブラリに戻る</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新しい会話</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>選んだ挨拶で新しい会話を始める</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>あいさつ — 新しい会話の始まり方を選ぶ</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>タグ：{tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>作者のメモはありません。</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>最初のメッセージ</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>挨拶 {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — メッセージ {count} 件 · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>会話 {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>まだ会話がありません。「プレイ」で最初の会話を始めます。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>ここから後を削除</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>再送信</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>編集して再生成</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>不適切としてマーク</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>ここから分岐</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>リクエストを確認…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Markdown としてコピー</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>推論の表示／非表示</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>読み上げ</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>チャットをエクスポート</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>エージェントのログとエラー</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>モデルの推論</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル：</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>含める：</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>エクスポートするには会話を開いてください。</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>チャットを {path} に書き出しました</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>書き出せませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>チャット内を検索 — Enter：次へ、Shift+Enter：前へ</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>前の一致（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>次の一致（F3）</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>すべての会話</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>このキャラクターのすべての会話を検索（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} / {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>返信</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}、メッセージ {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>このキャラクターのメッセージには見つかりません。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>このモデルのチャットテンプレートは、ユーザーとアシスタントのメッセージが交互になることを求めています。</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>連続したメッセージをまとめる</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>このモデルのチャットテンプレートにはシステムロールがありません。</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>システムプロンプトをユーザーのテキストとして送る</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>コンテキスト：–</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>最初の返信でコンテキストメーターが表示されます。</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>コンテキスト：{used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation>（既定）</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} 件未送信</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>前回のリクエストはモデルの {window} トークンのうち約 {used} を使い（コンテキストサイズ：{source}）、返信用に {reserve} を残しました。それ以前の {history} 件のメッセージのうち {sent} 件を送信しました。収まらなくなると古いものから省かれますが、会話には残ります。数え方：{counter}。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>返信を書くモデル（Enter で切り替え）</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>送信待ちのメッセージ 1 件</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>送信待ちのメッセージ {count} 件</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>キャラクターを開くとチャットできます。</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>チャットを始めるにはキャラクターを開いてください。</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>このプロバイダー用に変更しました：もう一度送信するか再生成してください。</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>メッセージを編集しました。</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>メッセージを削除しました。</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>編集を元に戻す</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>削除を元に戻す</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>メッセージ — Enter で送信、Shift+Enter で改行、@ でコマンド</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>メッセージを編集</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter で保存 · Esc でキャンセル</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>保存して再生成</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Attach image…</source>
        <translation>画像を添付…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>次のメッセージと一緒に画像を送る（ドロップや貼り付けでも可）</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>クリックでこの画像を外す</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>添付画像 {number}、クリックで外す</translation>
    </message>
    <message>
        <source>image</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>送信する画像：1 枚</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>送信する画像：{count} 枚</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>キャラクター、あいさつ</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>エージェントのログ行</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>エラー · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>{name} だけに非公開</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>非公開の返信</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>表情: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>コマンドを実行</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@コマンド 引数</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>コマンドと引数を入力し、Enter で実行：</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>このキャラクターにはコマンドがありません。</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>タイトル：</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>{count} 件の会話を書き出す</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} 件の会話を、1 件につき 1 ファイルで、このフォルダーとこの形式で書き出します。各ファイルの名前は会話の番号です。</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話一覧</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>メッセージ数</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>分岐</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>選択した会話を削除</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>選択した会話をエクスポート（Ctrl／Shift＋クリックで複数選択）</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>挨拶を選ぶ</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>会話を削除</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>会話を消去</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>すべてのメッセージを削除し、エージェントのストアをリセットしますか？</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>ディスクから再読み込み</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>自分の変更を残す</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>このファイルは大きいため、強調表示はオフで読み取り専用で開きます。ほかのプログラムで編集してください。</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>このファイルはディスク上で削除されました。保存すると再び書き込まれます。</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>未保存の編集がある間に、このファイルがディスク上で変更されました。</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>プロジェクトのファイル</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>このファイルでは Tab でフォーカスを移動（Ctrl+M で切り替え）</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>このファイルでは Tab でインデント（Ctrl+M で切り替え）</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>開いているファイルはありません</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>置換後</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>{number} 行目</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>このテキストでどのエントリーが発動しますか？</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>この辞書はテストできません：{error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>エントリーを追加</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>エントリーを削除</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>JSON を隠す</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>表の横の辞書の JSON を表示または折りたたむ</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>選択したエントリーの内容</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>エントリーを選ぶと、ここに内容を書けます。</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>JSON を表示</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>この JSON はまだ辞書になっていません。表には最後の正しい状態を表示しています。</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>問題なし：キャラクターの検証に通りました。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>新しいコンテキストファイル…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>新しいエージェント</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>新しい辞書…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>新しいコンテキストファイル</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>ファイル名：</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>コンテキストファイルを作成できませんでした</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>新しい辞書</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>辞書を作成できませんでした</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>エージェント名：</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>エージェントを作成できませんでした</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前：</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>名前を変更できませんでした</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>削除できませんでした</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>エージェントのログ</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>「設定」でエンドポイントと API キーを確認してください。</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>エージェントが失敗しました。詳しくはエージェントログを見てください。</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>エージェントのフックが失敗しました。詳しくはエージェントログを見てください。</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>トークンの上限に達しました。続けるには「設定」で上限を上げてください。</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>1 回の返信でのツール呼び出しの上限に達しました。次のメッセージはここから続きます。</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>保存に失敗しました。データフォルダーが書き込み可能で、空きがあるか確認してください。</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>詳しくはエージェントログを見てください。</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Character Studio へようこそ。&lt;/b&gt;&lt;br&gt;キャラクターは、あなたが選んだ OpenAI 互換のモデルエンドポイントを通じて話します。&lt;i&gt;ご自身の&lt;/i&gt; API キーで使うホスティング型プロバイダー（OpenAI、OpenRouter、Venice、DeepSeek など）か、キー不要のローカルサーバー（Ollama、LM Studio、llama.cpp）です。プロバイダーを選び、キーを貼り付け、&lt;i&gt;モデルを更新&lt;/i&gt;を押して、メインモデル（キャラクターを演じる）とワーカーモデル（エージェントが使う）を選んでください。キーはシステムのキーチェーンに保存され、キャラクター・会話・ログに書き込まれることはありません。</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Character Studio のセットアップ</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>挨拶を選ぶ</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>会話を始める</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>このキャラクターは次のいずれかの方法で会話を始められます：</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>エージェント：</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>ツール呼び出しとコマンド</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>ログ行</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>@debug ログ</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>選択した行の詳細</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>行を選ぶと、引数と結果のすべてが表示されます。</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>ツール呼び出しの表を消去（ファイルには触れません）</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>{title} を編集</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>リクエストインスペクター — エントリー {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>メッセージ数</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>応答と使用量</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>生のリクエスト</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>リクエストを読み込めませんでした：{error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>既定の状態を置き換えますか？</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>ストア</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>ストアの状態</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>既定の状態として保存</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>表示言語</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>「OK」を押すとすぐに言語が切り替わります。</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>このコンピューターには{language}を表示できるフォントがありません。文字が空の四角で表示されます。フォント（例：Noto Sans CJK、fonts-noto-cjk パッケージ）をインストールしてから、もう一度選んでください。</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>最近プレイ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>最近追加</translation>
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
        <translation>すべてのタグ</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} ほか {count} 件</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>ライブラリから削除</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>{names} をライブラリから削除しますか？ファイルと会話は残ります。</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>未プレイ</translation>
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
        <translation>最終プレイ {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;あなたのキャラクター&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>名前・説明・タグで検索</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>キャラクターを検索</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>タイルのサイズ</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>タグ</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>このタグを持つキャラクターだけを表示（タグはカードから）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>キャラクター一覧</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>詳細…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>キャラクターのページ：イラスト、メモ、挨拶、会話</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · ファイルが見つかりません</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}：{path}（見つかりません）</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>タグ：{tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;あなたのキャラクター&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話一覧</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>ストア</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>エージェントのログ</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>キャラクターのプロジェクトを開く（ファイル → プロジェクトを開く）か、新規作成（ファイル → 新規）してください。</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>キャラクターパッケージを開く（ファイル → パッケージを開く）か、.zip やカードをここにドロップしてください。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>閉じる前に変更を保存しますか？</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>エクスポートするにはプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>開いていません：パッケージが承認されませんでした。</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>サーバー名</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp（コマンドの代わりに）</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>名前=値 を 1 行に 1 つ（API キーと一緒に保管）</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP ヘッダー</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …、1 行に 1 つ（API キーと一緒に保管）</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>キャラクター一覧</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>空欄：すべてのキャラクター。または名前をカンマ区切りで</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>または URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>ヘッダー（URL）</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>呼び出しのタイムアウト</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>提供先</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>サーバーに名前を付けてください。</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>コマンドか URL のどちらかを入力してください。</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>URL は http:// か https:// で始まる必要があります。</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP サーバー（自分のプログラムのツール）</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>それらのツールはキャラクター自身のツールの後に提供されます。「常に許可」を選んでいない限り、呼び出しのたびに確認します。キャラクターはサーバーを追加できません。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新規プロジェクト(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>プロジェクトを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったもの(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>すべて保存(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>パッケージをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>カードとしてエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>URL からインポート(&amp;U)…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>パッケージを開く(&amp;P)…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>パーティーを開く(&amp;Y)…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>新しいパーティー(&amp;Y)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>モデル(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>検索と置換(&amp;R)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>前を検索(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>次のタブ(&amp;T)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>前のタブ(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>タブを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>次のペイン(&amp;P)</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>前のペイン(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>コマンド(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>すべての会話を検索(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>返信を停止(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>チャットをエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>挨拶を選ぶ(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>この会話のペルソナ(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>作者の注釈(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>背景画像(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>背景なし(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>リモートの画像を読み込む(&amp;R)</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>メッセージが https アドレスで示す画像を表示します（Web ガード経由で取得。オフ: リンクのまま）</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>表情を表示(&amp;E)</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>パッケージやカードに表情の画像があるとき、キャラクターの表情をチャットの横に表示します</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>内蔵(オフライン)サーバーで動かせるモデル:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>GGUF ファイルを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>このモデルを使う(&amp;U)</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>インストール済み</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line}(使用中)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}、{size}: おすすめ、未インストール (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>GPU オフロード: 利用可能 ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>GPU オフロード: このビルドにはありません (PyPI の xllamacpp は CPU のみで動作します)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>GGUF モデルファイルを追加</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF モデル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>{name} を確認してコピーしています…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>内蔵サーバーを {key} に切り替えています…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>次回の起動から使用: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>あなたのモデルを通じてトークンを消費することがあります（メインモデルまたはワーカーモデルを呼び出します）</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>ウェブアクセスを求めています（ウェブアクセスをオンにした場合だけウェブページを取得できます）</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>この会話の履歴を読みます</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>キャラクター自身のコンテキストファイルを読みます</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>許可された他のエージェントのストアを読みます</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>サブエージェント</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>モデルが呼び出せるツール：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>入力できるコマンド：{commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>実行タイミング：{hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>追加の権限は求めません（&lt;code&gt;@api&lt;/code&gt; 行なし）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;このキャラクターはウェブアクセスを求めています。&lt;/b&gt;「設定」でこのキャラクターに対してオンにするまでオフのままです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;一部のエージェントがあなたのモデルを通じてトークンを消費することがあります。&lt;/b&gt;「設定」で、エージェントが返信ごと・会話ごとに使えるトークン数を制限できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;エージェントなし：このキャラクターはコードを実行しません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 つのエージェントがサンドボックス内でコードを実行します。記載されたもの以外、あなたのファイルやネットワークにはアクセスできません。</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} つのエージェントがサンドボックス内でコードを実行します。記載されたもの以外、あなたのファイルやネットワークにはアクセスできません。</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>{name} をプレイする前に</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>承認してプレイ</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>誰が答えるか</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>誰が答えるか：全員（パーティーの順番ルールに従う）または一人のメンバー</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>非公開</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>選んだメンバーだけがこのメッセージと返信を見られます</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>宛先：</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>メッセージ — Enter で送信。名前を書くとそのメンバーに話しかけます。下で選ぶこともできます</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>新しいパーティー</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>新しいパーティー</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（任意）</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>プロジェクトフォルダーを追加…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>パッケージを追加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>あなたの発言のあと、メンバー同士が交わせる追加の返信</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>パーティー名：</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>順番のルール：</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>おしゃべり：</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>パーティーを保存…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>メンバー（フォルダーとパッケージ、発言順）：</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>キャラクタープロジェクトを追加</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>キャラクターパッケージを追加</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>キャラクターパッケージ (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>パーティーを保存</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>パーティー (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>エージェントのログ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>返信を停止(&amp;S)</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>パーティー — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>パーティーを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>{name} を開いています…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — パーティー</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} の準備ができました：{members}。</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>パーティーを開く</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>この会話のペルソナ</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>自分の設定を使う</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>あなたについて</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>キャラクターはこの会話でだけ、この名前（{{user}}）であなたを呼びます。</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>リモートの画像はオフです: チャット → リモートの画像を読み込む</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>https の画像だけを読み込みます</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>PNG・JPEG・GIF・WebP の画像ではありません</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>画像を読み取れませんでした</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>data URL が正しい Base64 ではありません</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>キャラクター自身のファイルと data: URL だけを表示します</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>キャラクターが開かれていません</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[画像: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[画像: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>{size} MB を超えています</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>キャラクターのフォルダー内のファイルだけを表示します</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} はキャラクターのフォルダーにありません</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>{file} を読み取れませんでした（{error}）</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>キャラクターのイラスト</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>挨拶を選ぶ…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>モデルを設定…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>キャラクターライブラリ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>開発者ツール(&amp;D)</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>最後のリクエストを確認(&amp;R)…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>まだ返信がないため、確認できるものはありません。</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>内蔵モデルを起動しています… 準備ができたら送信を始めます。</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>まだモデルが設定されていないため、キャラクターは答えられません。モデルを設定するとチャットを始められます{problem}。</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>メッセージを入力…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>チャットを始めるにはモデルを設定してください。</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>内蔵モデルを起動できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>プレイの準備</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>プレイを始める</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;モデルを接続&lt;/h2&gt;キャラクターは言語モデルを通じて話します。次のいずれかを選んでください。あとから設定で変更できます。</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>このコンピューターでオフライン</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>内蔵モデルを使う</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>このコンピューターで動く小さなモデルです。アカウントもキーも不要で、どこにも何も送信しません。すぐに始められますが、返信はシンプルです。</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>このコンピューターで実行中</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>もう一度探す</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>オンラインサービス（アカウントが必要）</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>API キーを貼り付け</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>サービス</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>キーはシステムのキーチェーンに保存され、キャラクターやチャットには保存されません。</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>このキャラクターはやめる</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>起動中…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>内蔵モデルをダウンロード中：{done} / {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>内蔵モデルを使用中 ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>準備完了：内蔵モデルがこのコンピューターで動いています。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>内蔵モデルを起動できませんでした：{error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Ollama、LM Studio、llama.cpp、KoboldCpp を探しています…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>{count} 個のモデルが見つかりました。1 つ選んでください。</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>見つかりませんでした。Ollama、LM Studio、llama.cpp、KoboldCpp のいずれかを起動してから、もう一度探してください。</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>先に API キーを貼り付けてください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>接続しました：モデル {count} 個。1 つ選んでください。</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>承認してプレイ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>繰り返しペナルティ（ローカル）</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P（ローカル）</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K（ローカル）</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>DRY 倍率（ローカル）</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>返信とコンテキスト</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>すべてのキャラクター</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>このキャラクター</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>停止シーケンス（| で区切る）</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>llama.cpp 系のサーバー（llama.cpp、KoboldCpp、内蔵モデル）にだけ送られます。「既定」ならサーバーの値のまま（内蔵モデルのループ防止）。</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>サーバーに問い合わせる（なければ 8,192）</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json（任意：正確なカウント用）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>同じロールの連続したメッセージをまとめる</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>システムプロンプトをユーザーのテキストとして送る</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>サンプラーの適用先</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度（Temperature）</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>返信の長さ（最大トークン数）</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>存在ペナルティ</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>頻度ペナルティ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止シーケンス</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>{model} のコンテキストサイズ</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>このモデル</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>トークナイザー</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>厳格なサーバー</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>tokenizer.json を選ぶ</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>トークナイザー (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>自分の作業にもあなたのモデルを使い、それはあなたの使用量に数えられます（上限は「設定」で決められます）。</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>ウェブページを読みたがっています。「設定」でこのキャラクターに許可するまで読めません。</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>この会話を読みます。</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>キャラクター自身の背景メモを読みます。</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>このキャラクターの他の部分が残したメモを読みます。</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>このバージョンのアプリが知らないものを求めています。それは与えられません。</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>{name} をプレイする前に、できることをお知らせします。確認は一度だけです。キャラクターが変わったら、もう一度確認します。</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>キャラクターが行える操作：{tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>チャットで入力できるコマンド：{commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>チャット以外には何も必要ありません。</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>物語を彩る小さなプログラムが 1 つ付いています。隔離された環境で動き、あなたのファイルや他のプログラム、インターネットは見えず、ここに書かれたものだけを使えます。</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>物語を彩る小さなプログラムが {count} 個付いています。隔離された環境で動き、あなたのファイルや他のプログラム、インターネットは見えず、ここに書かれたものだけを使えます。</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>このキャラクターは言葉だけです。プログラムは動きません。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ウェブページを読みたがっています。&lt;/b&gt;「設定」でこのキャラクターに許可するまでオフのままです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;自分の作業にもあなたのモデルを使います&lt;/b&gt;。それはあなたの使用量に数えられます。「設定」で返信ごと・会話ごとの上限を決められます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>モデルを更新</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>このキャラクターのエージェントにウェブページの取得を許可</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>@api studio.web を宣言したエージェントだけが使えます。</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>任意：物語の中でのあなた。キャラクターには「&lt;あなたの名前&gt;について：…」と伝えられます</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>任意：SillyTavern の正規表現スクリプト（JSON）。例：[{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]。キャラクター自身のスクリプトより先に実行されます。</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続をテスト</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>モデルのエンドポイント</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>メインモデル</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>ワーカーモデル</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>返信ごとのトークン数</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>会話ごとのトークン数</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>ウェブアクセス</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>あなた（ペルソナ）</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>あなたについて</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>正規表現スクリプト</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>保存済み：{key}（入力すると置き換え）</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>API キーを貼り付け</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>保存されたキー：{key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>先にベース URL を入力してください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>保存されませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新しいプロジェクト</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>現在のファイルを保存</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>すべてのファイルを保存</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>パッケージを書き出す</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>キャラクターカードとして書き出す</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>パッケージまたはキャラクターカードを読み込む</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>遊ぶパッケージを開く</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>エディター</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>次のエディタータブ</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>前のエディタータブ</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>エディタータブを閉じる</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>ファイル内を検索（チャットでは：チャット内を検索）</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>ファイル内を検索して置換</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab でインデント / Tab でフォーカス移動（コードファイルでは Tab でインデント）</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>エディターを離れてチャットのメッセージ欄へ</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>コマンドを実行（空のメッセージ欄で @ を入力しても可）</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>書かれている途中の返信を止める</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>このキャラクターのすべての会話を検索</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>次の一致（Shift+F3：前の一致）</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>最後の返信の前の候補</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>次の候補（最後の候補の先：新しく書く）</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>会話の先頭（メッセージ一覧で）</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>会話の末尾（メッセージ一覧で）</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>選択したメッセージをコピー（メッセージ一覧で）</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>次のペイン（Shift+F6：前のペイン）</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>このキーボードショートカットの一覧</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>動作</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>新しいキャラクター…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近のプロジェクト</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>サンプル（コピーが開くので、自由に遊んだり変更したりできます）</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>サンプルをコピーできませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>羊皮紙</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>ミッドナイト</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>フォレスト</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>{tool} を許可しますか？</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>ツールの呼び出しを承認</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>次の引数で：</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>ツールの引数</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP サーバー {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>エージェント {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>常に許可</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>会話ごとに 1 回確認</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>毎回確認</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>ツールの承認</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>保存されたツールの承認</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>忘れる</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>すべて忘れる</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>保存された承認はありません。動作するツールはすべて最初に確認します。</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>URL からインポート</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>キャラクターカード、辞書、またはパッケージ zip の https アドレス：</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>プロジェクトを作る場所</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>ダウンロード中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>警告付きで読み込みました</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>読み込みに失敗しました</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>音声出力デバイスがありません。スピーカーかヘッドホンをつなぐか、音声をミュートしてください。</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>オーディオデバイスでエラーが起きました（{0}）。サウンド設定を確認してください。</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>ミュート</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>読み上げを止める</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>押して話す</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>押している間録音し、離すと話した内容がメッセージ欄に入ります。</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>音声はミュート中です。聞くにはミュートを解除してください。</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>聞いています… 離すと終了</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>音声入力には文字起こしのエンドポイントが必要です。設定 → 音声で指定してください。</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>何も聞こえませんでした。ボタンを押したまま話してください。</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>マイクが見つかりません。マイクをつなぐか、メッセージを入力してください。</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>マイクを開けませんでした。サウンド設定を確認してください。</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>マイクへのアクセスが拒否されています。システムのプライバシー設定で Character Studio にマイクの使用を許可してください。</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>保存済み: {key}(入力すると置き換え)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>保存なし(ローカルサーバーには不要)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>このコンピューター(eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>音声エンドポイント(OpenAI 互換)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>読まない</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>ナレーターが読む</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>空欄: モデル提供元のエンドポイント</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>例: en, ja(空欄: 自動検出)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>音声エンジン</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>音声エンドポイント</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>音声モデル</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>音声エンドポイントのキー</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*行動*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>文字起こしエンドポイント</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>文字起こしモデル</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>文字起こしのキー</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>話す言語</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>キャラクターの声</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>キャラクター自身の設定({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; の声(空欄: キャラクターの提案どおり)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>声(このコンピューター)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>声(エンドポイント)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>ナレーターの声</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG がインストールされていません(apt-get install espeak-ng)。音声エンドポイントを選ぶか、声の名前を入力してください。</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>音声エンドポイントは http:// または https:// で始まる必要があります(入力: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>文字起こしエンドポイントは http:// または https:// で始まる必要があります(入力: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>音声エンドポイントが空です。入力するか、このコンピューターの eSpeak NG を選んでください</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} は eSpeak NG の声の名前ではありません(英数字と - + _ /。例: en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>書き出し中… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>キャラクターをパッケージとして書き出す</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>キャラクターを確認中…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>{count} 個のファイルを {target} に書き出しました（{kb} KB）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>キャラクター、カード、または辞書を読み込む</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>プロジェクトを作る場所</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>{name} の読み込みを取り消しました</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} を {folder} として読み込みました</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>警告付きで読み込みました</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} を読み込みましたが：</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>読み込みに失敗しました</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>{name} を読み込めませんでした：</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>キャラクターをカードとして書き出す</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>カードを {target} に書き出しました</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>カードに含まれません</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} は書き出されませんでした：</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>読み込み</translation>
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
        <translation>起動時に無視：{notes}。</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>設定を保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>{what}できませんでした：{message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>開きませんでした：{name} は承認されませんでした。</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>キャラクタープロジェクトを開く</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>キャラクターパッケージを開く</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>キャラクターパッケージ (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>新しいキャラクター</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>キャラクター名：</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>プロジェクトを作成できませんでした：{error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>パッケージを開けません</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} の準備ができました。</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>プロジェクトを開く…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>パッケージを開く…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>ダウンロード中… {size} MB</translation>
    </message>
</context>
</TS>
