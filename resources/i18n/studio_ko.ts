<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>테마 기본값</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>보라</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>로즈</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>호박색</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>청록</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>앱 글꼴</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>이 글꼴:</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>앱 글자 크기</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>내 메시지 옆에 표시할 이미지(없으면 이니셜)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>아바타 이미지 선택</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>강조 색</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>채팅 글꼴</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>채팅 글자 크기</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>내 아바타</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>채팅 글꼴 모음</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>이미지 (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>이 대화의 작가 노트</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>예: [스타일: 짧은 답변, 현재 시제.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>끝에서 몇 번째 메시지인지(0: 마지막 메시지 뒤)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>내 메시지 N개마다 보내기(1: 항상, 0: 보내지 않음)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>노트</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>N개 메시지마다</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>보내는 역할</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>모델은 이 노트를 이 대화에서만 읽습니다. {{char}}, {{user}} 같은 매크로를 쓸 수 있습니다. 비워 두면 삭제됩니다.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>배경 {path}을(를) 그림으로 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>먼저 캐릭터를 여세요.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>{name}의 배경 이미지</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>이미지 (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>그림이 아닙니다</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path}은(는) 이 앱이 읽을 수 있는 그림이 아닙니다.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>배경을 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>그림을 {folder}(으)로 복사할 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>모델이 JSON 데이터 파일(에이전트 항목의 contextFile로 지정)에서 레코드를 키로 찾거나 필드로 걸러 찾을 수 있게 합니다.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>모델이 컨텍스트 파일 하나(에이전트 항목의 contextFile로 지정)를 찾아볼 수 있게 합니다. 요청마다 파일 전체를 보내는 대신입니다.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>모델이 대화의 이전 메시지를 검색할 수 있게 합니다. 너무 오래되어 보이지 않는 메시지도 포함합니다.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>로어북(World Info): 모델에 요청할 때마다, 최근 메시지에 키워드가 나타난 항목을 모델의 컨텍스트에 추가합니다.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>대화 내내 사실을 기억합니다. 모델이 이름 붙은 기억을 저장하고 지우며, 저장된 기억은 요청할 때마다 처음에 모델에게 보여 줍니다.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>하위 에이전트 실행 환경: 하위 에이전트의 도구 호출(name.subagent.md 프롬프트 파일)에 자체 모델 호출로 답합니다.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>긴 채팅을 위한 장기 기억: 최근 범위보다 오래된 대화의 요약을 계속 갱신하고, 요청할 때마다 처음에 모델에게 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>캐릭터 그림</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>제작자 노트</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>인사말</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>이 캐릭터가 할 수 있는 일</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>저장된 대화</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← 라이브러리</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>라이브러리로 돌아가기</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>새 대화</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>선택한 인사말로 새 대화 시작</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>인사말 — 새 대화가 시작되는 방식을 고르세요</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>태그: {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>작가가 남긴 노트가 없습니다.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>첫 메시지</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>인사말 {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — 메시지: {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>대화 {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>아직 대화가 없습니다. ‘플레이’를 누르면 첫 대화가 시작됩니다.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속하기</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>여기부터 잘라내기</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>다시 보내기</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>편집 &amp;&amp; 다시 생성</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>부적절로 표시</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>여기서 분기</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>요청 살펴보기…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Markdown으로 복사</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속하기</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>추론 보기/숨기기</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>소리 내어 읽기</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>채팅 내보내기</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>에이전트 로그 줄과 오류</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>모델의 추론</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>형식:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>포함:</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>내보낼 대화를 여세요.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>채팅을 {path}(으)로 내보냈습니다</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>내보내지 못함: {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>채팅에서 찾기 — Enter: 다음, Shift+Enter: 이전</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>이전 결과 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>다음 결과 (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>모든 대화</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>이 캐릭터의 모든 대화에서 찾기 (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>닫기 (Esc)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>일치 항목 없음</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} / {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>답변</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, 메시지 {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>이 캐릭터의 메시지 중 이것을 포함한 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>이미지 첨부…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>다음 메시지와 함께 이미지 보내기(끌어다 놓거나 붙여 넣어도 됨)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>이미지 첨부</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>클릭하면 이 이미지를 뺍니다</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>첨부 이미지 {number}, 클릭하면 뺍니다</translation>
    </message>
    <message>
        <source>image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>보낼 이미지 1장</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>보낼 이미지 {count}장</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>이 모델의 채팅 템플릿은 사용자와 어시스턴트 메시지가 번갈아 오기를 요구합니다.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>연속된 메시지 합치기</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>이 모델의 채팅 템플릿에는 시스템 역할이 없습니다.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>시스템 프롬프트를 사용자 텍스트로 보내기</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>컨텍스트: –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>컨텍스트 표시는 첫 답변과 함께 채워집니다.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>컨텍스트: {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (기본값)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count}개 보내지 않음</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>지난 요청은 모델의 토큰 {window}개 중 약 {used}개를 썼고(컨텍스트 크기: {source}), 답변용으로 {reserve}개를 남겼습니다. 이전 메시지 {history}개 중 {sent}개를 보냈습니다. 더 이상 들어가지 않으면 가장 오래된 것부터 빠지지만 대화에는 남아 있습니다. 계산 방식: {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>추정</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>답변을 쓰는 모델 (Enter로 전환)</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>메시지 편집</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter 저장 · Esc 취소</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>저장 &amp;&amp; 다시 생성</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>나</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>캐릭터</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>캐릭터, 인사말</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>에이전트 로그 줄</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>도구 호출</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>대화</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>보낼 메시지 1개 대기 중</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>보낼 메시지 {count}개 대기 중</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>대화하려면 캐릭터를 여세요.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>채팅을 시작하려면 캐릭터를 여세요.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>이 제공자에 맞게 바뀌었습니다. 다시 보내거나 다시 생성하세요.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>메시지를 편집했습니다.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>메시지를 삭제했습니다.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>오류 · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>{name}에게만 비공개</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>비공개 답변</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>편집 취소</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>삭제 취소</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>메시지 — Enter로 보내기, Shift+Enter로 줄바꿈, @로 명령</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>표정: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>명령 실행</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@명령 인수</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>명령과 인수를 입력하세요. Enter로 실행합니다:</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>이 캐릭터에는 명령이 없습니다.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>대화 이름 바꾸기</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>제목:</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>대화 {count}개 내보내기</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>대화 {count}개를 대화마다 파일 하나씩, 이 폴더에 이 형식으로 내보냅니다. 각 파일 이름은 대화 번호입니다.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>대화 목록</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>메시지 수</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>만든 날짜</translation>
    </message>
    <message>
        <source>New</source>
        <translation>새로 만들기</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>이름 바꾸기</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>분기</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>비우기</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>선택한 대화 삭제</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>선택한 대화 내보내기 (Ctrl+클릭 또는 Shift+클릭으로 여러 개 선택)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>인사말 선택</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>대화 삭제</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>대화 비우기</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>모든 메시지를 지우고 에이전트 저장소를 초기화할까요?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>디스크에서 다시 불러오기</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>내 것 유지</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>이 파일은 큽니다. 강조 표시가 꺼지고 읽기 전용으로 열립니다. 다른 프로그램에서 편집하세요.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>이 파일은 디스크에서 삭제되었습니다. 저장하면 다시 기록됩니다.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>여기에 저장하지 않은 편집이 있는 동안 디스크의 이 파일이 바뀌었습니다.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>프로젝트 파일</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>이 파일에서 Tab은 포커스를 옮깁니다 (Ctrl+M으로 전환)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>이 파일에서 Tab은 들여쓰기합니다 (Ctrl+M으로 전환)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>열린 파일 없음</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>바꿀 내용</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>대소문자 구분</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>일치 항목 없음</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>{number}번째 줄</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>이 텍스트에서 어떤 항목이 발동할까요?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>이 로어북은 테스트할 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>항목 추가</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>항목 삭제</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>JSON 숨기기</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>표 옆에 로어북 JSON 보이기 또는 접기</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>내용</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>선택한 항목의 내용</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>항목을 선택하면 여기에 내용을 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>JSON 보이기</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>이 JSON은 아직 로어북이 아닙니다. 표에는 마지막으로 올바른 상태가 보입니다.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>문제 없음: 캐릭터 검증을 통과했습니다.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>새 컨텍스트 파일…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>새 에이전트</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>새 로어북…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>이름 바꾸기…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>새 컨텍스트 파일</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>파일 이름:</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>컨텍스트 파일을 만들 수 없습니다</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>새 로어북</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>로어북을 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>에이전트 이름:</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>에이전트를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>새 이름:</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>삭제할 수 없습니다</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>다시 생성</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>설정…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>에이전트 로그</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>데이터 폴더 열기</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>설정에서 엔드포인트와 API 키를 확인하세요.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>에이전트가 실패했습니다. 자세한 내용은 에이전트 로그를 보세요.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>에이전트의 훅이 실패했습니다. 자세한 내용은 에이전트 로그를 보세요.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>토큰 한도에 도달했습니다. 계속하려면 설정에서 한도를 올리세요.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>한 답변의 도구 호출 한도에 도달했습니다. 다음 메시지는 여기서 이어집니다.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>저장하지 못했습니다. 데이터 폴더에 쓸 수 있고 공간이 남아 있는지 확인하세요.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>자세한 내용은 에이전트 로그를 보세요.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Character Studio에 오신 것을 환영합니다.&lt;/b&gt;&lt;br&gt;캐릭터는 직접 고른 OpenAI 호환 모델 엔드포인트를 통해 말합니다. &lt;i&gt;본인의&lt;/i&gt; API 키를 쓰는 호스팅 제공자(OpenAI, OpenRouter, Venice, DeepSeek, …)나 키가 필요 없는 로컬 서버(Ollama, LM Studio, llama.cpp) 중에서 고르세요. 제공자를 고르고, 키를 붙여 넣고, &lt;i&gt;모델 새로 고침&lt;/i&gt;을 누른 뒤 메인 모델(캐릭터를 연기)과 작업 모델(에이전트가 사용)을 고르세요. 키는 시스템 키체인에 보관되며 캐릭터, 대화, 로그에 절대 기록되지 않습니다.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Character Studio 설정</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>인사말 선택</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>대화 시작</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>이 캐릭터는 여러 방식으로 대화를 시작할 수 있습니다:</translation>
    </message>
</context>
<context>
    <name>Inspectors</name>
    <message>
        <source>Agent</source>
        <extracomment>The &quot;Log lines&quot; table: one ``studio.log`` entry of the open conversation a row. conversationChanged reasons after which the calls shown belong to no open conversation.</extracomment>
        <translation>에이전트</translation>
    </message>
    <message>
        <source>Agent:</source>
        <translation>에이전트:</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>도구 호출 &amp;&amp; 명령</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>로그 줄</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>@debug 로그</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>선택한 행의 세부 정보</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>행을 선택하면 전체 인수와 결과를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>비우기</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>도구 호출 표 비우기(파일은 건드리지 않음)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>{title} 편집</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>요청 검사기 — 항목 {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>메시지 수</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>응답 &amp;&amp; 사용량</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>원본 요청</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>요청을 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>기본 상태를 바꿀까요?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>저장소 상태</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>기본 상태로 저장</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>인터페이스 언어</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>확인을 누르는 즉시 언어가 바뀝니다.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>이 컴퓨터에는 {language}을(를) 표시할 수 있는 글꼴이 없습니다. 글자가 빈 네모로 보입니다. 글꼴(예: Noto Sans CJK, fonts-noto-cjk 패키지)을 설치한 뒤 다시 선택하세요.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>최근 플레이</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>최근 추가</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>작게</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>크게</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>모든 태그</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} 외 {count}개</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>라이브러리에서 제거</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>{names}을(를) 라이브러리에서 제거할까요? 파일과 대화는 그대로 남습니다.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>아직 플레이하지 않음</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>M월 d일</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>yyyy년 M월 d일</translation>
    </message>
    <message>
        <source>Last played {when}</source>
        <translation>마지막 플레이 {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;내 캐릭터&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>이름, 설명, 태그로 찾기</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>캐릭터 찾기</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>정렬 기준</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>타일 크기</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>이 태그가 있는 캐릭터만 보기(카드에서 가져옴)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>캐릭터 목록</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>정보…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>캐릭터 페이지: 그림, 노트, 인사말, 대화</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>제거…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · 파일을 찾을 수 없음</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}: {path} (찾을 수 없음)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>태그: {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;내 캐릭터&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>대화 목록</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>에이전트 로그</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>캐릭터 프로젝트를 열거나(파일 → 프로젝트 열기) 새로 만드세요(파일 → 새로 만들기).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>캐릭터 패키지를 열거나(파일 → 패키지 열기) .zip 파일이나 카드를 여기에 끌어다 놓으세요.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>닫기 전에 변경 사항을 저장할까요?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>내보낼 프로젝트를 여세요.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>열지 않음: 패키지가 승인되지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>서버 이름</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp (명령 대신)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>환경 변수</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>이름=값, 한 줄에 하나(API 키와 함께 보관)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP 헤더</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, 한 줄에 하나씩 (API 키와 함께 보관)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>캐릭터 목록</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>비우면 모든 캐릭터, 아니면 쉼표로 구분한 이름</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>또는 URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>환경</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>헤더 (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>호출 시간 제한</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>제공 대상</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>서버 이름을 정하세요.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>명령이나 URL 중 하나를 입력하세요.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>URL은 http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>MCP 서버(내 프로그램의 도구)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>이 도구들은 캐릭터 자신의 도구 다음에 제공됩니다. ‘항상 허용’을 고르지 않았다면 호출할 때마다 묻습니다. 캐릭터는 서버를 추가할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>새 프로젝트(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>프로젝트 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 항목 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>모두 저장(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>패키지 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>카드로 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>URL에서 가져오기(&amp;U)…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>패키지 열기(&amp;P)…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>파티 열기(&amp;Y)…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>새 파티(&amp;Y)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>모델(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>찾기(&amp;F)…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>찾아 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>다음 찾기(&amp;N)</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>이전 찾기(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>다음 탭(&amp;T)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>이전 탭(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>다음 창(&amp;P)</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>이전 창(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>채팅(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>명령(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>모든 대화에서 찾기(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>답변 중지(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>채팅 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>인사말 선택(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>이 대화의 페르소나(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>작가 노트(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>배경 이미지(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>배경 없음(&amp;N)</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>원격 그림 불러오기(&amp;R)</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>메시지가 https 주소로 가리키는 그림을 보여 줍니다 (웹 가드를 거쳐 가져옴, 끄면 링크로 남음)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>표정 보기(&amp;E)</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>패키지나 카드에 표정 그림이 있으면 캐릭터의 표정을 채팅 옆에 보여 줍니다</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>내장(오프라인) 서버가 실행할 수 있는 모델:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>GGUF 파일 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>이 모델 사용(&amp;U)</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>설치됨</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>설치 안 됨</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (사용 중)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size}: 추천, 설치 안 됨 (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>GPU 오프로드: 사용 가능 ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>GPU 오프로드: 이 빌드에는 없음 (PyPI의 xllamacpp는 CPU에서만 실행됨)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>GGUF 모델 파일 추가</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>GGUF 모델 (*.gguf);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>{name} 확인 및 복사 중…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>내장 서버를 {key}(으)로 전환하는 중…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>다음 시작부터 사용: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>내 모델을 통해 토큰을 쓸 수 있습니다(메인 또는 작업 모델을 호출)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>웹 접근을 원합니다(웹 접근을 켜야만 웹 페이지를 가져올 수 있음)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>이 대화의 기록을 읽습니다</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>캐릭터 자신의 컨텍스트 파일을 읽습니다</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>허락받은 다른 에이전트의 저장소를 읽습니다</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>하위 에이전트</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>에이전트</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>모델이 호출할 수 있는 도구: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>입력할 수 있는 명령: {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>실행 시점: {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>추가 권한을 요구하지 않습니다(&lt;code&gt;@api&lt;/code&gt; 줄 없음).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;이 캐릭터는 웹 접근을 원합니다.&lt;/b&gt; 설정에서 이 캐릭터에 대해 켜기 전까지는 꺼져 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;일부 에이전트는 내 모델을 통해 토큰을 쓸 수 있습니다.&lt;/b&gt; 설정에서 에이전트가 답변마다, 대화마다 쓸 수 있는 토큰 수를 제한합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;에이전트 없음: 이 캐릭터는 코드를 실행하지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>에이전트 1개가 샌드박스에서 코드를 실행하며, 나열된 것 외에는 내 파일이나 네트워크에 접근할 수 없습니다.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>에이전트 {count}개가 샌드박스에서 코드를 실행하며, 나열된 것 외에는 내 파일이나 네트워크에 접근할 수 없습니다.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>{name} 플레이 전에</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>승인하고 플레이</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>나중에</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>누가 답할지</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>누가 답할지: 모두(파티의 차례 규칙) 또는 한 멤버</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>비공개</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>선택한 멤버만 메시지와 그 답변을 봅니다</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>받는 사람:</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>메시지 — Enter로 보내기. 멤버 이름을 부르거나 아래에서 한 명을 고르세요</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>새 파티</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>새 파티</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>캐릭터</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>이름(선택)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>색</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>프로젝트 폴더 추가…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>패키지 추가…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>내 메시지 뒤에 멤버끼리 더 주고받을 수 있는 답변 수</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>파티 이름:</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>차례 규칙:</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>잡담:</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>파티 저장…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>멤버(폴더와 패키지, 말하는 순서대로):</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>캐릭터 프로젝트 추가</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>캐릭터 패키지 추가</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>캐릭터 패키지 (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>파티 저장</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>파티 (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>에이전트 로그</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>채팅(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>답변 중지(&amp;S)</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>파티 — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>파티 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>{name} 여는 중…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — 파티</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} 준비 완료: {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>파티 열기</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>이 대화의 페르소나</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>내 설정 사용</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>내 이름</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>나에 대해</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>캐릭터는 이 대화에서만 이 이름({{user}})으로 나를 부릅니다.</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>그림</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>원격 그림이 꺼져 있습니다: 채팅 → 원격 그림 불러오기</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>https 그림만 불러옵니다</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>PNG, JPEG, GIF, WebP 그림이 아닙니다</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>그림을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>data URL이 올바른 Base64가 아닙니다</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>캐릭터 자신의 파일과 data: URL만 보여 줍니다</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>열린 캐릭터가 없습니다</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[그림: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[그림: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>{size} MB보다 큽니다</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>캐릭터 폴더 안의 파일만 보여 줍니다</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file}이(가) 캐릭터 폴더에 없습니다</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>{file}을(를) 읽을 수 없습니다 ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>캐릭터 그림</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>인사말 선택…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>모델 설정…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>캐릭터 라이브러리(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>개발자 도구(&amp;D)</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>마지막 요청 살펴보기(&amp;R)…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>아직 답변이 없어 살펴볼 것이 없습니다.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>내장 모델을 시작하는 중… 준비되면 보내기가 시작됩니다.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>아직 설정된 모델이 없어 캐릭터가 답할 수 없습니다. 채팅을 시작하려면 모델을 설정하세요{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>메시지를 쓰세요…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>채팅을 시작하려면 모델을 설정하세요.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>내장 모델을 시작할 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>플레이 준비</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>플레이 시작</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;모델 연결&lt;/h2&gt;캐릭터는 언어 모델을 통해 말합니다. 아래에서 하나를 고르세요. 나중에 설정에서 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>이 컴퓨터에서, 오프라인</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>내장 모델 사용</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>이 컴퓨터에서 돌아가는 작은 모델: 계정도 키도 필요 없고 아무것도 밖으로 보내지 않습니다. 빨리 시작되며 답변은 단순합니다.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>이 컴퓨터에서 이미 실행 중</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>다시 찾기</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>온라인 서비스(계정 필요)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>API 키 붙여 넣기</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>연결</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>서비스</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>키는 시스템 키체인에 보관되며 캐릭터나 채팅에는 절대 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>이 캐릭터는 아님</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>내장 모델 다운로드 중: {total} MB 중 {done} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>내장 모델 사용 중 ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>준비 완료: 내장 모델이 이 컴퓨터에서 실행됩니다.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>내장 모델을 시작할 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Ollama, LM Studio, llama.cpp, KoboldCpp를 찾는 중…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>찾은 모델: {count}개. 하나를 고르세요.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>찾지 못했습니다. Ollama, LM Studio, llama.cpp 또는 KoboldCpp를 실행한 뒤 다시 찾으세요.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>먼저 API 키를 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>연결하는 중…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>연결됨: 모델 {count}개. 하나를 고르세요.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>승인하고 플레이</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>반복 페널티 (로컬)</translation>
    </message>
    <message>
        <source>Min P (local)</source>
        <translation>Min P (로컬)</translation>
    </message>
    <message>
        <source>Top K (local)</source>
        <translation>Top K (로컬)</translation>
    </message>
    <message>
        <source>DRY multiplier (local)</source>
        <translation>DRY 배율 (로컬)</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>답변과 컨텍스트</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>모든 캐릭터</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>이 캐릭터</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>중지 시퀀스, | 로 구분</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>llama.cpp 계열 서버(llama.cpp, KoboldCpp, 내장 모델)에만 보냅니다. &apos;기본값&apos;이면 서버의 값(내장 모델의 반복 방지)을 그대로 둡니다.</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>서버에 묻기 (없으면 8,192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json(선택: 정확한 개수)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>같은 역할의 연속된 메시지 합치기</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>시스템 프롬프트를 사용자 텍스트로 보내기</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>샘플러 대상</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>온도</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>답변 길이(최대 토큰)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>존재 페널티</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>빈도 페널티</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>{model}의 컨텍스트 크기</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>이 모델</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>엄격한 서버</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>tokenizer.json 선택</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>토크나이저 (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>자기 작업에도 내 모델을 쓰며, 이는 내 사용량에 포함됩니다(한도는 설정에서 정함).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>웹 페이지를 읽고 싶어 합니다. 설정에서 이 캐릭터에 허용하기 전까지는 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>이 대화를 읽습니다.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>캐릭터 자신의 배경 노트를 읽습니다.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>이 캐릭터의 다른 부분이 남긴 노트를 읽습니다.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>이 버전의 앱이 모르는 것을 요구합니다. 그것은 주어지지 않습니다.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>{name}을(를) 플레이하기 전에, 할 수 있는 일을 알려 드립니다. 한 번만 묻고, 캐릭터가 바뀌면 다시 묻습니다.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>캐릭터가 할 수 있는 동작: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>채팅에서 입력할 수 있는 명령: {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>채팅 외에는 아무것도 필요하지 않습니다.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>이야기를 더해 주는 작은 프로그램 1개가 들어 있습니다. 격리된 채로 실행되어 내 파일, 다른 프로그램, 인터넷을 볼 수 없고 여기 적힌 것만 씁니다.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>이야기를 더해 주는 작은 프로그램 {count}개가 들어 있습니다. 격리된 채로 실행되어 내 파일, 다른 프로그램, 인터넷을 볼 수 없고 여기 적힌 것만 씁니다.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>이 캐릭터는 말뿐입니다. 프로그램을 실행하지 않습니다.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;웹 페이지를 읽고 싶어 합니다.&lt;/b&gt; 설정에서 이 캐릭터에 허용하기 전까지는 꺼져 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;자기 작업에도 내 모델을 씁니다&lt;/b&gt;. 이는 내 사용량에 포함됩니다. 설정에서 답변마다, 대화마다 한도를 정합니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>모델 새로 고침</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>이 캐릭터의 에이전트가 웹 페이지를 가져오도록 허용</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>@api studio.web을 선언한 에이전트만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>선택: 이야기 속 나는 누구인가. 캐릭터에게 &quot;&lt;내 이름&gt;에 대해: …&quot;라고 알려 줍니다</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>선택: SillyTavern 정규식 스크립트(JSON). 예: [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. 캐릭터 자신의 스크립트보다 먼저 실행됩니다.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>연결 테스트</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>모델 엔드포인트</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>제공자</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>기본 URL</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>메인 모델</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>작업 모델</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>에이전트</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>답변당 토큰</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>대화당 토큰</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>웹 접근</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>나(페르소나)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>내 이름</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>나에 대해</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>정규식 스크립트</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>저장됨: {key} (입력하면 교체)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>API 키를 붙여 넣으세요</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>저장된 키: {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>먼저 기본 URL을 입력하세요.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>연결하는 중…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>저장하지 못함: {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>파일</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>프로젝트 열기</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>현재 파일 저장</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>모든 파일 저장</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>패키지 내보내기</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>캐릭터 카드로 내보내기</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>패키지나 캐릭터 카드 가져오기</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>플레이할 패키지 열기</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>종료</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>편집기</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>다음 편집기 탭</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>이전 편집기 탭</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>편집기 탭 닫기</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>파일에서 찾기(채팅에서는 채팅에서 찾기)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>파일에서 찾아 바꾸기</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab으로 들여쓰기 / Tab으로 포커스 이동(코드 파일에서는 Tab이 들여쓰기)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>편집기를 떠나 채팅 메시지 칸으로</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>채팅</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>메시지 보내기</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>메시지에서 줄바꿈</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>명령 실행(빈 메시지 칸에 @를 입력해도 됨)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>작성 중인 답변 중지</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>캐릭터의 모든 대화에서 찾기</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>다음 결과 (Shift+F3: 이전)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>마지막 답변의 이전 대안</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>다음 대안(마지막 다음: 새로 쓰기)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>대화의 처음(메시지 목록에서)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>대화의 끝(메시지 목록에서)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>선택한 메시지 복사(메시지 목록에서)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>창</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>다음 창 (Shift+F6: 이전)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>이 키보드 단축키 목록</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>하는 일</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>새 캐릭터…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>최근 프로젝트</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>예제(각각 사본이 열리므로 마음껏 플레이하고 고칠 수 있음)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>예제를 복사할 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>양피지</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>한밤</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>숲</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>{tool}을(를) 허용할까요?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>도구 호출 승인</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>다음 인수로:</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>도구 인수</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>MCP 서버 {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>에이전트 {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>항상 허용</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>대화마다 한 번 확인</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>매번 확인</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>도구 승인</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>저장된 도구 승인</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>잊기</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>모두 잊기</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>저장된 승인이 없습니다: 동작하는 도구는 모두 먼저 확인합니다.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>URL에서 가져오기</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>캐릭터 카드, 로어북 또는 패키지 zip의 https 주소:</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>프로젝트를 만들 위치</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>다운로드 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>경고와 함께 가져옴</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>가져오기 실패</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>오디오 출력 장치가 없습니다. 스피커나 헤드폰을 연결하거나 음성을 음소거하세요.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>오디오 장치에 문제가 생겼습니다({0}). 소리 설정을 확인하세요.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>소리 내어 읽기</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>음소거</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>읽기 중지</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>눌러서 말하기</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>누르고 있는 동안 녹음되며, 놓으면 말한 내용이 메시지 상자에 들어갑니다.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>음성이 음소거되어 있습니다. 들으려면 음소거를 끄세요.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>듣는 중… 놓으면 멈춥니다</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>음성 입력에는 받아쓰기 엔드포인트가 필요합니다. 설정 → 음성에서 지정하세요.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>아무 소리도 들리지 않았습니다. 버튼을 누른 채 말하세요.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>마이크를 찾을 수 없습니다. 마이크를 연결하거나 메시지를 입력하세요.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>마이크를 열 수 없습니다. 소리 설정을 확인하세요.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>마이크 접근이 거부되었습니다. 시스템 개인정보 설정에서 Character Studio의 마이크 사용을 허용하세요.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>저장됨: {key} (입력하면 바뀜)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>저장된 키 없음 (로컬 서버는 필요 없음)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>이 컴퓨터 (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>음성 엔드포인트 (OpenAI 호환)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>내레이터가 읽음</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>비우면: 모델 제공자의 엔드포인트</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>예: en, ja (비우면: 자동 감지)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>음성 엔진</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>음성 엔드포인트</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>음성 모델</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>음성 엔드포인트 키</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*행동*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>받아쓰기 엔드포인트</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>받아쓰기 모델</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>받아쓰기 키</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>말하는 언어</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>캐릭터의 목소리</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>캐릭터 자체 설정 ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;의 목소리 (비우면: 캐릭터가 제안한 대로)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>목소리 (이 컴퓨터)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>목소리 (엔드포인트)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>내레이터 목소리</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG가 설치되어 있지 않습니다 (apt-get install espeak-ng). 음성 엔드포인트를 선택하거나 목소리 이름을 입력하세요.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>음성 엔드포인트는 http:// 또는 https://로 시작해야 합니다 (입력: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>받아쓰기 엔드포인트는 http:// 또는 https://로 시작해야 합니다 (입력: {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>음성 엔드포인트가 비어 있습니다. 입력하거나 이 컴퓨터의 eSpeak NG를 선택하세요</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r}은(는) eSpeak NG 목소리 이름이 아닙니다 (영문자, 숫자, - + _ /; 예: en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>내보내는 중… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>캐릭터를 패키지로 내보내기</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>캐릭터 확인 중…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>파일 {count}개를 {target}(으)로 내보냈습니다 ({kb} KB)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>캐릭터, 카드 또는 로어북 가져오기</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>프로젝트를 만들 위치</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>{name} 가져오기를 취소했습니다</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name}을(를) {folder}(으)로 가져왔습니다</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>경고와 함께 가져옴</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name}을(를) 가져왔지만:</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>가져오기 실패</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>{name}을(를) 가져올 수 없습니다:</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>캐릭터를 카드로 내보내기</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>카드를 {target}(으)로 내보냈습니다</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>카드에 없음</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name}을(를) 내보내지 못했습니다:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
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
        <translation>시작 시 무시됨: {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>설정을 저장할 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>{what} 실패: {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>열지 않음: {name}이(가) 승인되지 않았습니다.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>캐릭터 프로젝트 열기</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>캐릭터 패키지 열기</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>캐릭터 패키지 (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>새 캐릭터</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>캐릭터 이름:</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>프로젝트를 만들 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>패키지를 열 수 없습니다</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} 준비 완료.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>프로젝트 열기…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>패키지 열기…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>다운로드 중… {size} MB</translation>
    </message>
</context>
</TS>
