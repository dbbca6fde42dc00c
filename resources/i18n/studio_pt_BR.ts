<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>A do tema</translation>
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
        <translation>Âmbar</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Azul-petróleo</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>Fonte do aplicativo</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>Esta fonte:</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>Tamanho do aplicativo</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>uma imagem ao lado das suas mensagens (senão, suas iniciais)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>Escolha sua imagem de avatar</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>Cor de destaque</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>Fonte do chat</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>Tamanho da fonte do chat</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>Seu avatar</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>Família da fonte do chat</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>Nota do autor para esta conversa</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>Por exemplo: [Estilo: respostas curtas, no presente.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>Quantas mensagens antes do fim (0: depois da última)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>Enviar a cada N mensagens suas (1: sempre, 0: nunca)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidade</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>A cada N mensagens</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Enviada como</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>O modelo lê esta nota só nesta conversa; macros como {{char}} e {{user}} funcionam. Deixe vazia para removê-la.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>O fundo {path} não pôde ser lido como imagem.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>Abra um personagem primeiro.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>Imagem de fundo para {name}</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>Não é uma imagem</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} não é uma imagem que este aplicativo consiga ler.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>Fundo não guardado</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>Não foi possível copiar a imagem para {folder}: {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>Permite que o modelo consulte registros em um arquivo de dados JSON (indicado por contextFile na entrada do agente): por chave ou filtrando por um campo.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>Permite que o modelo consulte um arquivo de contexto (indicado por contextFile na entrada do agente) em vez de enviar o arquivo inteiro em cada pedido.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>Permite que o modelo procure mensagens anteriores da conversa, inclusive as antigas demais para estarem à vista.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>Lorebook (World Info): antes de cada pedido ao modelo, as entradas cujas palavras-chave aparecem nas mensagens recentes são adicionadas ao contexto do modelo.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>Lembra fatos ao longo da conversa: o modelo salva e apaga memórias com nome, e cada memória salva é mostrada a ele no início de cada pedido.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>O ambiente dos subagentes: responde à chamada de ferramenta de um subagente (um arquivo de prompt name.subagent.md) com sua própria chamada ao modelo.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>Memória de longo prazo para chats longos: mantém um resumo contínuo da conversa mais antiga que sua janela recente e o mostra ao modelo no início de cada pedido.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>Arte do personagem</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>Notas do criador</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>Saudações</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>O que este personagem pode fazer</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>Conversas salvas</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← Biblioteca</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>Voltar para a biblioteca</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nova conversa</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>Começar uma nova conversa com a saudação escolhida</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>Saudações — escolha como uma nova conversa começa</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Tags: {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>O autor não deixou notas.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Primeira mensagem</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>Saudação {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — mensagens: {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>Conversa {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>Nenhuma conversa ainda: “Jogar” começa a primeira.</translation>
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
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>Cortar a partir daqui</translation>
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
        <translation>Marcar como inaceitável</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>Ramificar a partir daqui</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>Inspecionar a solicitação…</translation>
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
        <translation>Mostrar ou ocultar o raciocínio</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Ler em voz alta</translation>
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
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>Linhas do log de agentes e erros</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>O raciocínio do modelo</translation>
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
        <translation>Arquivo:</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Incluir:</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Abra uma conversa para exportá-la.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>Chat exportado para {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Não exportado: {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>Procurar no chat — Enter: próximo, Shift+Enter: anterior</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Resultado anterior (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Próximo resultado (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Todas as conversas</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>Procurar em todas as conversas deste personagem (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fechar (Esc)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>nenhum resultado</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} de {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, mensagem {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>Nenhuma mensagem deste personagem contém isso.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>Anexar imagem…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>Enviar imagens com a próxima mensagem (ou arraste ou cole)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Anexar imagens</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>Clique para remover esta imagem</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>Imagem anexada {number}, clique para remover</translation>
    </message>
    <message>
        <source>image</source>
        <translation>imagem</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>Uma imagem para enviar</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>{count} imagens para enviar</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>O modelo de chat deste modelo exige que as mensagens do usuário e do assistente se alternem.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>Juntar mensagens consecutivas</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>O modelo de chat deste modelo não tem papel de sistema.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Enviar o prompt de sistema como texto do usuário</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>Contexto: –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>O medidor de contexto se preenche com a primeira resposta.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>Contexto: {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (padrão)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} não enviadas</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>A última solicitação usou cerca de {used} dos {window} tokens do modelo (tamanho do contexto: {source}), reservando {reserve} para a resposta. {sent} de {history} mensagens anteriores foram enviadas; as mais antigas ficam de fora quando não cabem mais, e continuam na conversa. Contado com: {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimativa</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>O modelo que escreve as respostas (Enter para trocar)</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Editar mensagem</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Enter salva · Esc cancela</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>Salvar &amp;&amp; regenerar</translation>
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
        <translation>Você</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>Personagem, saudação</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>Linha do log de um agente</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Chamadas de ferramentas</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 mensagem aguardando envio</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} mensagens aguardando envio</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>Abra um personagem para conversar com ele.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>Abra um personagem para começar a conversar.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>Alterado para este provedor: envie de novo ou regenere.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>Mensagem editada.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>Mensagem excluída.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>Erro · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>privado para {name}</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>resposta privada</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Desfazer edição</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Desfazer exclusão</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>Mensagem — Enter envia, Shift+Enter para nova linha, @ para comandos</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Expressão: {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Executar um comando</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@comando argumentos</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>Digite um comando e seus argumentos; Enter executa:</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>Este personagem não tem comandos.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>Renomear conversa</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>Exportar {count} conversas</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} conversas, um arquivo cada, nesta pasta e neste formato: cada arquivo leva o número da sua conversa.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensagens</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Criada</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Ramificar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>Excluir as conversas selecionadas</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>Exportar as conversas selecionadas (Ctrl+clique ou Shift+clique seleciona várias)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>Escolha uma saudação</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Excluir conversa</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>Limpar conversa</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>Remover todas as mensagens e redefinir os armazenamentos dos agentes?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>Recarregar do disco</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Manter as minhas</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>Este arquivo é grande: o realce está desligado e ele abre somente para leitura. Edite-o em outro programa.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>Este arquivo foi excluído do disco. Salvar o grava de novo.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>Este arquivo mudou no disco enquanto você tem edições não salvas aqui.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>Arquivos do projeto</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>Tab move o foco neste arquivo (Ctrl+M alterna)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>Tab recua neste arquivo (Ctrl+M alterna)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Nenhum arquivo aberto</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Substituir por</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Diferenciar maiúsculas</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Nenhum resultado</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Linha {number}</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testar</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>Quais entradas seriam ativadas por este texto?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>O livro não pode ser testado: {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>Adicionar entrada</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Remover entrada</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>Ocultar JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>Mostrar ou recolher o JSON do livro ao lado da tabela</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Conteúdo</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>Conteúdo da entrada selecionada</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>Selecione uma entrada para escrever o conteúdo dela aqui.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>Mostrar JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>O JSON ainda não é um lorebook; a tabela mostra o último estado válido.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>Nenhum problema: o personagem é válido.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>Novo arquivo de contexto…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>Novo agente</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>Novo lorebook…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renomear…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Excluir…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>Novo arquivo de contexto</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nome do arquivo:</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>Não foi possível criar o arquivo de contexto</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>Novo lorebook</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>Não foi possível criar o lorebook</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>Nome do agente:</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>Não foi possível criar o agente</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Novo nome:</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>Não foi possível renomear</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Não foi possível excluir</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
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
        <translation>Configurações…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Log de agentes</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Abrir a pasta de dados</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>Verifique o endpoint e a chave de API nas Configurações.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>Um agente falhou; veja o log de agentes para detalhes.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>Um hook de agente falhou; veja o log de agentes para detalhes.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>Um limite de tokens foi atingido; aumente os limites nas Configurações para continuar.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>O limite de chamadas de ferramentas de uma resposta foi atingido; sua próxima mensagem continua daqui.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>Falha ao salvar; verifique se a pasta de dados pode ser gravada e não está cheia.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>Veja o log de agentes para detalhes.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Boas-vindas ao Character Studio.&lt;/b&gt;&lt;br&gt;Os personagens falam por meio de um endpoint de modelo compatível com a OpenAI que você escolhe: um provedor hospedado (OpenAI, OpenRouter, Venice, DeepSeek, …) com a &lt;i&gt;sua própria&lt;/i&gt; chave de API, ou um servidor local (Ollama, LM Studio, llama.cpp) que não precisa de chave. Escolha um provedor, cole sua chave, clique em &lt;i&gt;Atualizar modelos&lt;/i&gt; e escolha o modelo principal (ele interpreta o personagem) e o modelo de trabalho (os agentes o usam). Sua chave fica no chaveiro do sistema e nunca é gravada em um personagem, uma conversa ou um log.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Configurar o Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>Escolha uma saudação</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>Começar a conversa</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>Este personagem pode abrir a conversa de várias maneiras:</translation>
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
        <translation>Chamadas de ferramentas &amp;&amp; comandos</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Linhas do log</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>Log @debug</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Detalhes da linha selecionada</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>Selecione uma linha para ver seus argumentos e resultado completos.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>Limpar a tabela de chamadas de ferramentas (os arquivos não são tocados)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>Editar {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>Inspetor de solicitações — entrada {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensagens</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>Resposta &amp;&amp; uso</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>Solicitação bruta</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>Não foi possível ler as solicitações: {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>Substituir o estado padrão?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Armazenamentos</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>Estado do armazenamento</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>Salvar como estado padrão</translation>
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
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Idioma da interface</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>O idioma muda assim que você clicar em OK.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>Nenhuma fonte deste computador consegue mostrar {language}: o texto apareceria como quadrados vazios. Instale uma fonte para ele (por exemplo Noto Sans CJK, o pacote fonts-noto-cjk) e escolha o idioma de novo.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>Jogados recentemente</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Adicionados recentemente</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>Pequeno</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Todas as tags</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} e mais {count}</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>Remover da biblioteca</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>Remover {names} da sua biblioteca? Os arquivos e conversas são mantidos.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Ainda não jogado</translation>
    </message>
    <message>
        <source>d MMM</source>
        <translation>d &apos;de&apos; MMM</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d &apos;de&apos; MMM &apos;de&apos; yyyy</translation>
    </message>
    <message>
        <source>Last played {when}</source>
        <translation>Jogado por último em {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Seus personagens&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>Procurar por nome, descrição ou tag</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>Procurar personagens</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Tamanho dos blocos</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>Mostrar só personagens com esta tag (dos seus cards)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Sobre…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>A página do personagem: arte, notas, saudações, conversas</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Remover…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · arquivo não encontrado</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name}: {path} (não encontrado)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Tags: {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;Seus personagens&lt;/b&gt; — {error}</translation>
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
        <translation>Conversas</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Armazenamentos</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Log de agentes</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>Abra um projeto de personagem (Arquivo → Abrir projeto) ou crie um (Arquivo → Novo).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>Abra um pacote de personagem (Arquivo → Abrir pacote) ou solte aqui um .zip ou um card.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>Salvar as alterações antes de fechar?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>Abra um projeto para exportá-lo.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>Não aberto: o pacote não foi aceito.</translation>
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
        <translation>Nome do servidor</translation>
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
        <translation>http://127.0.0.1:8000/mcp (em vez de um comando)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Variáveis de ambiente</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>NOME=valor, uma por linha (guardadas com suas chaves de API)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>Cabeçalhos HTTP</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, um por linha (guardados com suas chaves de API)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>vazio: todos os personagens; ou nomes separados por vírgula</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>ou URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Ambiente</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>Cabeçalhos (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>Tempo limite por chamada</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>Oferecido a</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Dê um nome ao servidor.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>Digite um comando ou uma URL.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>A URL precisa começar com http:// ou https://.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>Servidores MCP (ferramentas dos seus próprios programas)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>As ferramentas deles são oferecidas depois das do personagem; você é consultado antes de cada chamada, a menos que tenha escolhido “sempre”. Personagens não podem adicionar servidores.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Novo projeto…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Abrir projeto…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Salvar &amp;tudo</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>&amp;Exportar pacote…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>Exportar como &amp;card…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>Importar de &amp;URL…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>Abrir &amp;pacote…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>Abrir gr&amp;upo…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>Novo gr&amp;upo…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Con&amp;figurações…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>&amp;Modelos…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Localizar…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>Localizar e &amp;substituir…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Localizar pró&amp;ximo</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>Localizar &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>Próxima a&amp;ba</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>A&amp;ba anterior</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fechar aba</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>&amp;Próximo painel</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>Painel an&amp;terior</translation>
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
        <translation>&amp;Procurar em todas as conversas…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Parar a resposta</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>E&amp;xportar chat…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>Escolher &amp;saudação…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>&amp;Persona para esta conversa…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>&amp;Nota do autor…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>Imagem de &amp;fundo…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>&amp;Sem fundo</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>Carregar imagens &amp;remotas</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>Mostrar imagens que as mensagens indicam por um endereço https (obtidas pela proteção web; desligado: continuam como links)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>Mostrar &amp;expressões</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>Mostrar a imagem de expressão do personagem ao lado do chat, quando o pacote ou o cartão as traz</translation>
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
        <translation>Modelos que o servidor embutido (offline) pode executar:</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>&amp;Adicionar arquivo GGUF…</translation>
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
        <translation>não instalado</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (em uso)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size}: recomendado, não instalado (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>Descarregamento na GPU: disponível ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>Descarregamento na GPU: não nesta versão (o xllamacpp do PyPI roda só na CPU)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>Adicionar um arquivo de modelo GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modelos GGUF (*.gguf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Verificando e copiando {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>Trocando o servidor embutido para {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>Em uso a partir da próxima inicialização: {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>pode gastar seus tokens por meio dos seus modelos (chama seu modelo principal ou de trabalho)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>quer acesso à web (só pode buscar páginas se você ativar o acesso à web)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>lê o histórico desta conversa</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>lê os próprios arquivos de contexto do personagem</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>lê os armazenamentos de outros agentes aos quais tem acesso</translation>
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
        <translation>Ferramentas que o modelo pode chamar: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>Comandos que você pode digitar: {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>Executa em: {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>Não pede permissões extras (sem linhas &lt;code&gt;@api&lt;/code&gt;).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Este personagem quer acesso à web.&lt;/b&gt; Ele fica desligado até você ativá-lo para este personagem nas Configurações.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Alguns agentes podem gastar seus tokens por meio dos seus modelos.&lt;/b&gt; As Configurações limitam quantos tokens os agentes podem usar por resposta e por conversa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sem agentes: este personagem não executa código.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 agente executa código isolado, sem acesso aos seus arquivos nem à rede além do que está listado.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} agentes executam código isolado, sem acesso aos seus arquivos nem à rede além do que está listado.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>Antes de jogar com {name}</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Aceitar e jogar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>Quem responde</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>Quem responde: todos (pela regra de turnos do grupo) ou um membro</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privado</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>Só o membro escolhido vê a mensagem e a resposta</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>Mensagem — Enter envia; cite membros para falar com eles, ou escolha um abaixo</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>Novo grupo</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>Novo grupo</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nome (opcional)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>Adicionar pasta de projeto…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>Adicionar pacote…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>Respostas extras que os membros podem trocar depois da sua</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>Nome do grupo:</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>Regra de turnos:</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>Conversa paralela:</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>Salvar grupo…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>Membros (pastas e pacotes, na ordem de fala):</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>Adicionar um projeto de personagem</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>Adicionar um pacote de personagem</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Pacotes de personagem (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>Salvar o grupo</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>Grupos (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>Log de agentes</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Parar a resposta</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>Grupo — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>&amp;Fechar grupo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Abrindo {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — Grupo</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} está pronto: {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Abrir um grupo</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>Persona para esta conversa</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>Usar minhas configurações</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Sobre você</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>Os personagens chamam você por este nome ({{user}}) só nesta conversa.</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>imagem</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>imagens remotas estão desligadas: Chat → Carregar imagens remotas</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>só imagens https são carregadas</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>carregando…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>não é uma imagem PNG, JPEG, GIF ou WebP</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>não foi possível ler a imagem</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>a URL data não é base64 válido</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>só os arquivos do personagem e URLs data: são mostrados</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>nenhum personagem está aberto</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[imagem: {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[imagem: {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>maior que {size} MB</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>só arquivos dentro da pasta do personagem são mostrados</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} não está na pasta do personagem</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>não foi possível ler {file} ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>Arte do personagem</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>Escolher saudação…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>Configurar um modelo…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>&amp;Biblioteca de personagens</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>Ferramentas de &amp;desenvolvedor</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>Inspecionar a última &amp;solicitação…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>Ainda sem resposta: nada para inspecionar.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>Iniciando o modelo embutido… O envio começa quando ele estiver pronto.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>Ainda não há modelo configurado, então o personagem não pode responder. Configure um para começar a conversar{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Escreva uma mensagem…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>Configure um modelo para começar a conversar.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>O modelo embutido não conseguiu iniciar: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>Prepare-se para jogar</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Começar a jogar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;Conecte um modelo&lt;/h2&gt;Os personagens falam por meio de um modelo de linguagem. Escolha uma destas opções; você pode mudar depois nas Configurações.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>Neste computador, offline</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Usar o modelo embutido</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>Um modelo pequeno que roda neste computador: sem conta, sem chave, nada é enviado a lugar nenhum. Inicia rápido; as respostas são simples.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>Já rodando neste computador</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Procurar de novo</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>Um serviço online (precisa de uma conta)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Cole sua chave de API</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Serviço</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Chave de API</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>Sua chave fica no chaveiro do sistema, nunca em um personagem ou chat.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>Este personagem não</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>Baixando o modelo embutido: {done} de {total} MB…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>Usando o modelo embutido ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>Pronto: o modelo embutido roda neste computador.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>O modelo embutido não conseguiu iniciar: {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Procurando Ollama, LM Studio, llama.cpp e KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>Modelos encontrados: {count}. Escolha um.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>Nenhum encontrado. Inicie o Ollama, LM Studio, llama.cpp ou KoboldCpp e procure de novo.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>Cole sua chave de API primeiro.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>Conectado: {count} modelos. Escolha um.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Aceitar e jogar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>Penalidade de repetição (local)</translation>
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
        <translation>Respostas e contexto</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Todos os personagens</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Este personagem</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>sequências de parada, separadas por |</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>Enviado só a servidores da família llama.cpp (llama.cpp, KoboldCpp, o modelo embutido); &apos;padrão&apos; mantém o do servidor (as proteções contra repetição do modelo embutido).</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>perguntar ao servidor (senão 8.192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json (opcional: contagens exatas)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>Juntar mensagens consecutivas de um mesmo papel</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Enviar o prompt de sistema como texto do usuário</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>Amostradores para</translation>
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
        <translation>Tamanho da resposta (máx. de tokens)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>Penalidade de presença</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>Penalidade de frequência</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>Tamanho do contexto de {model}</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>o modelo</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizador</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>Servidores rígidos</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>Escolha um tokenizer.json</translation>
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
        <translation>Também usa seu modelo para o próprio trabalho, o que conta no seu uso (as Configurações limitam quanto).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>Gostaria de ler páginas da web. Só pode depois que você permitir para este personagem nas Configurações.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>Lê esta conversa.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>Lê as próprias notas de fundo do personagem.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>Lê notas mantidas por outras partes deste personagem.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>Pede algo que esta versão do aplicativo não conhece; não vai receber.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>Antes de jogar com {name}, veja o que ele pode fazer. Você só é perguntado uma vez; se o personagem mudar, perguntaremos de novo.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>Ações que o personagem pode realizar: {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>Comandos que você pode digitar no chat: {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>Não precisa de nada além do próprio chat.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Ele vem com 1 pequeno programa que enriquece a história. Ele roda isolado: não vê seus arquivos, seus outros programas nem a internet, só o que está listado aqui.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Ele vem com {count} pequenos programas que enriquecem a história. Eles rodam isolados: não veem seus arquivos, seus outros programas nem a internet, só o que está listado aqui.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>Este personagem é só palavras: não executa programas.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ele gostaria de ler páginas da web.&lt;/b&gt; Isso fica desligado até você permitir para este personagem nas Configurações.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ele também usa seu modelo para o próprio trabalho&lt;/b&gt;, o que conta no seu uso. As Configurações limitam quanto por resposta e por conversa.&lt;/p&gt;</translation>
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
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Atualizar modelos</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>Permitir que os agentes deste personagem busquem páginas da web</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>Só agentes que declaram @api studio.web podem usar isso.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>Opcional: quem você é na história. Os personagens recebem “Sobre &lt;seu nome&gt;: …”</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>Opcional: scripts regex do SillyTavern em JSON, por exemplo [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. Eles rodam antes dos do personagem.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Testar conexão</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>Endpoint do modelo</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Chave de API</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>Modelo principal</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>Modelo de trabalho</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agentes</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>Tokens por resposta</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>Tokens por conversa</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>Acesso à web</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>Você (persona)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>Sobre você</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>Scripts regex</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>salva: {key} (digite para substituir)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>cole sua chave de API</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>Chave salva: {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>Digite uma URL base primeiro.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Não salvo: {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Novo projeto</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Abrir projeto</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>Salvar o arquivo atual</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>Salvar todos os arquivos</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>Exportar o pacote</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>Exportar como card de personagem</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>Importar um pacote ou um card de personagem</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>Abrir um pacote para jogar</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>Próxima aba do editor</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>Aba anterior do editor</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>Fechar a aba do editor</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>Localizar no arquivo (no chat: procurar no chat)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>Localizar e substituir no arquivo</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab recua / Tab move o foco (em arquivos de código Tab recua)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>Sair do editor para a caixa de mensagem do chat</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar a mensagem</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nova linha na mensagem</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>Executar um comando (também: digite @ numa caixa de mensagem vazia)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>Parar a resposta sendo escrita</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>Procurar em todas as conversas do personagem</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>Próximo resultado (Shift+F3: anterior)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>Alternativa anterior da última resposta</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>Próxima alternativa (depois da última: escrever uma nova)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>Início da conversa (na lista de mensagens)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>Fim da conversa (na lista de mensagens)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>Copiar as mensagens selecionadas (na lista de mensagens)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>Próximo painel (Shift+F6: anterior)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Esta lista de atalhos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>Novo personagem…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Projetos recentes</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>Exemplos (abre-se uma cópia de cada, para jogar e alterar)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>Não foi possível copiar o exemplo: {error}</translation>
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
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>Pergaminho</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Meia-noite</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Floresta</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>Permitir {tool}?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>Aprovar uma chamada de ferramenta</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>Com estes argumentos:</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Argumentos da ferramenta</translation>
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
        <translation>sempre permitido</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>perguntado uma vez por conversa</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>perguntar toda vez</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>Aprovações de ferramentas</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>Aprovações de ferramentas salvas</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Esquecer</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>Esquecer todas</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>Nenhuma aprovação salva: toda ferramenta que age pergunta antes.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>Importar de URL</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>O endereço https de um card de personagem, lorebook ou pacote zip:</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Onde criar o projeto</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Baixando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importado com avisos</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Falha na importação</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>Nenhum dispositivo de saída de áudio: conecte alto-falantes ou fones, ou silencie a voz.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>O dispositivo de áudio falhou ({0}); verifique as configurações de som.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Ler em voz alta</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>Parar de falar</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>Segure para falar</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>Segure para gravar; solte para colocar o que você disse na caixa de mensagem.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>A voz está silenciada; desative Silenciar para ouvi-la.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>Ouvindo… solte para parar</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>A entrada de voz precisa de um endpoint de transcrição; defina um em Configurações → Voz.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>Nada foi ouvido; segure o botão e fale.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>Nenhum microfone encontrado: conecte um ou digite sua mensagem.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>Não foi possível abrir o microfone; verifique as configurações de som.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>O acesso ao microfone foi negado; permita que o Character Studio use o microfone nas configurações de privacidade do sistema.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>salva: {key} (digite para substituir)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>nenhuma salva (servidores locais não precisam)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>Neste computador (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>Um endpoint de voz (compatível com OpenAI)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignoradas</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>Lidas pelo narrador</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>vazio: o endpoint do próprio provedor do modelo</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>ex.: en, ja (vazio: detectado)</translation>
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
        <translation>Chave do endpoint de voz</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*Ações*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>Endpoint de transcrição</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Modelo de transcrição</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>Chave de transcrição</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>Idioma falado</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>a voz do personagem</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>A do personagem ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>Voz de &lt;b&gt;{name}&lt;/b&gt; (vazio: o que o personagem sugere)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>Voz (este computador)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>Voz (endpoint)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Voz do narrador</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>O eSpeak NG não está instalado (apt-get install espeak-ng): escolha um endpoint de voz ou digite o nome de uma voz.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>o endpoint de voz deve começar com http:// ou https:// (recebido {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>o endpoint de transcrição deve começar com http:// ou https:// (recebido {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>o endpoint de voz está vazio: digite um ou escolha o eSpeak NG neste computador</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} não é um nome de voz do eSpeak NG (letras, dígitos, - + _ /; ex.: en-gb+f3)</translation>
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
        <translation>Exportar o personagem como pacote</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>Verificando o personagem…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>{count} arquivos exportados para {target} ({kb} KB)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>Importar um personagem, card ou lorebook</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Onde criar o projeto</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>Importação de {name} cancelada</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} importado como {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importado com avisos</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} foi importado, mas:</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Falha na importação</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>Não foi possível importar {name}:</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>Exportar o personagem como card</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>Card exportado para {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>Não está no card</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} não foi exportado:</translation>
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
        <translation>Ignorado ao iniciar: {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Não foi possível salvar as configurações: {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>Não foi possível {what}: {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>Não aberto: {name} não foi aceito.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>Abrir um projeto de personagem</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>Abrir um pacote de personagem</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Pacotes de personagem (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Novo personagem</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>Nome do personagem:</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>Não foi possível criar o projeto: {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>Não é possível abrir o pacote</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} está pronto.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>Abrir projeto…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>Abrir pacote…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>Baixando… {size} MB</translation>
    </message>
</context>
</TS>
