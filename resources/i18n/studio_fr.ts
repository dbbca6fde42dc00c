<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Theme&apos;s own</source>
        <extracomment>Accent colours offered (name, &quot;#rrggbb&quot;); &quot;&quot; keeps the theme&apos;s own.</extracomment>
        <translation>Celle du thème</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Ambre</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Sarcelle</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>The app&apos;s font</source>
        <translation>Police de l’application</translation>
    </message>
    <message>
        <source>This font:</source>
        <translation>Cette police :</translation>
    </message>
    <message>
        <source>The app&apos;s size</source>
        <translation>Taille de l’application</translation>
    </message>
    <message>
        <source>an image beside your messages (else your initials)</source>
        <translation>une image à côté de vos messages (sinon vos initiales)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose your avatar image</source>
        <translation>Choisir votre image d’avatar</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Accent colour</source>
        <translation>Couleur d’accent</translation>
    </message>
    <message>
        <source>Chat font</source>
        <translation>Police du chat</translation>
    </message>
    <message>
        <source>Chat font size</source>
        <translation>Taille de la police du chat</translation>
    </message>
    <message>
        <source>Your avatar</source>
        <translation>Votre avatar</translation>
    </message>
    <message>
        <source>Chat font family</source>
        <translation>Famille de police du chat</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.gif)</translation>
    </message>
</context>
<context>
    <name>AuthorsNote</name>
    <message>
        <source>Author&apos;s note for this conversation</source>
        <translation>Note d’auteur pour cette conversation</translation>
    </message>
    <message>
        <source>For example: [Style: short replies, present tense.]</source>
        <translation>Par exemple : [Style : réponses courtes, au présent.]</translation>
    </message>
    <message>
        <source>How many messages from the end (0: after the last one)</source>
        <translation>Combien de messages avant la fin (0 : après le dernier)</translation>
    </message>
    <message>
        <source>Send it on every N-th message of yours (1: always, 0: never)</source>
        <translation>L’envoyer tous les N de vos messages (1 : toujours, 0 : jamais)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Every N messages</source>
        <translation>Tous les N messages</translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Envoyée en tant que</translation>
    </message>
    <message>
        <source>The model reads this note in this conversation only; macros such as {{char}} and {{user}} work. Leave it empty to remove it.</source>
        <translation>Le modèle lit cette note uniquement dans cette conversation ; les macros comme {{char}} et {{user}} fonctionnent. Laissez-la vide pour la supprimer.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>The background {path} could not be read as a picture.</source>
        <translation>L’arrière-plan {path} n’a pas pu être lu comme une image.</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>Ouvrez d’abord un personnage.</translation>
    </message>
    <message>
        <source>Background image for {name}</source>
        <translation>Image d’arrière-plan pour {name}</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp)</translation>
    </message>
    <message>
        <source>Not a picture</source>
        <translation>Pas une image</translation>
    </message>
    <message>
        <source>{path} is not a picture this app can read.</source>
        <translation>{path} n’est pas une image que cette application peut lire.</translation>
    </message>
    <message>
        <source>Background not kept</source>
        <translation>Arrière-plan non conservé</translation>
    </message>
    <message>
        <source>The picture could not be copied to {folder}: {error}</source>
        <translation>L’image n’a pas pu être copiée dans {folder} : {error}</translation>
    </message>
</context>
<context>
    <name>BundledAgents</name>
    <message>
        <source>Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.</source>
        <extracomment>The ``@description`` of each agent in ``resources/agents/`` (tests check they match).</extracomment>
        <translation>Permet au modèle de chercher des enregistrements dans un fichier de données JSON (désigné par contextFile dans l’entrée de l’agent) : par clé ou en filtrant sur un champ.</translation>
    </message>
    <message>
        <source>Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.</source>
        <translation>Permet au modèle de consulter un fichier de contexte (désigné par contextFile dans l’entrée de l’agent) au lieu d’envoyer tout le fichier à chaque requête.</translation>
    </message>
    <message>
        <source>Lets the model search earlier messages of the conversation, including ones too old to be in its view.</source>
        <translation>Permet au modèle de chercher dans les messages précédents de la conversation, même ceux trop anciens pour être dans sa vue.</translation>
    </message>
    <message>
        <source>Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model&apos;s context.</source>
        <translation>Lorebook (World Info) : avant chaque requête au modèle, les entrées dont les mots-clés apparaissent dans les messages récents sont ajoutées au contexte du modèle.</translation>
    </message>
    <message>
        <source>Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.</source>
        <translation>Retient des faits au fil de la conversation : le modèle enregistre et supprime des souvenirs nommés, et chaque souvenir enregistré lui est montré au début de chaque requête.</translation>
    </message>
    <message>
        <source>The sub-agent runtime: answers a sub-agent&apos;s tool call (a name.subagent.md prompt file) with its own model call.</source>
        <translation>L’environnement des sous-agents : répond à l’appel d’outil d’un sous-agent (un fichier de prompt name.subagent.md) par son propre appel au modèle.</translation>
    </message>
    <message>
        <source>Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.</source>
        <translation>Mémoire à long terme pour les longues discussions : tient un résumé continu de la conversation plus ancienne que sa fenêtre récente et le montre au modèle au début de chaque requête.</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Character art</source>
        <translation>Illustration du personnage</translation>
    </message>
    <message>
        <source>Creator notes</source>
        <translation>Notes du créateur</translation>
    </message>
    <message>
        <source>Greetings</source>
        <translation>Salutations</translation>
    </message>
    <message>
        <source>What this character can do</source>
        <translation>Ce que ce personnage peut faire</translation>
    </message>
    <message>
        <source>Saved conversations</source>
        <translation>Conversations enregistrées</translation>
    </message>
    <message>
        <source>← Library</source>
        <translation>← Bibliothèque</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>Retour à la bibliothèque</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Start a new conversation with the chosen greeting</source>
        <translation>Commencer une nouvelle conversation avec la salutation choisie</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Greetings — choose how a new conversation opens</source>
        <translation>Salutations — choisissez comment une nouvelle conversation commence</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Étiquettes : {tags}</translation>
    </message>
    <message>
        <source>The author left no notes.</source>
        <translation>L’auteur n’a laissé aucune note.</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Premier message</translation>
    </message>
    <message>
        <source>Greeting {number}</source>
        <translation>Salutation {number}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>{title} — messages: {count} · {updated}</source>
        <translation>{title} — messages : {count} · {updated}</translation>
    </message>
    <message>
        <source>Conversation {id}</source>
        <translation>Conversation {id}</translation>
    </message>
    <message>
        <source>No conversations yet: Play starts the first one.</source>
        <translation>Aucune conversation pour l’instant : « Jouer » lance la première.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>ChatActions</name>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Truncate from here</source>
        <translation>Tronquer à partir d’ici</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation>Renvoyer</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Regenerate</source>
        <translation>Modifier &amp;&amp; régénérer</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Mark unacceptable</source>
        <translation>Marquer comme inacceptable</translation>
    </message>
    <message>
        <source>Fork from here</source>
        <translation>Bifurquer à partir d’ici</translation>
    </message>
    <message>
        <source>Inspect request…</source>
        <translation>Inspecter la requête…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copier en Markdown</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Show or hide reasoning</source>
        <translation>Afficher ou masquer le raisonnement</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Lire à voix haute</translation>
    </message>
</context>
<context>
    <name>ChatExport</name>
    <message>
        <source>Export chat</source>
        <extracomment>(format key, label, file suffix) as CharacterPlayer.export_chat names them.</extracomment>
        <translation>Exporter le chat</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Agent log lines and errors</source>
        <translation>Lignes du journal des agents et erreurs</translation>
    </message>
    <message>
        <source>The model&apos;s reasoning</source>
        <translation>Le raisonnement du modèle</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Inclure :</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Ouvrez une conversation pour l’exporter.</translation>
    </message>
    <message>
        <source>Chat exported to {path}</source>
        <translation>Chat exporté vers {path}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Non exporté : {error}</translation>
    </message>
</context>
<context>
    <name>ChatFindBar</name>
    <message>
        <source>Find in the chat — Enter: next, Shift+Enter: previous</source>
        <translation>Rechercher dans le chat — Entrée : suivant, Maj+Entrée : précédent</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Maj+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Résultat suivant (F3)</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Toutes les conversations</translation>
    </message>
    <message>
        <source>Search every conversation of this character (Ctrl+Shift+F)</source>
        <translation>Rechercher dans toutes les conversations de ce personnage (Ctrl+Maj+F)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} sur {total}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>{title}, message {number}</source>
        <translation>{title}, message {number}</translation>
    </message>
    <message>
        <source>No message of this character contains it.</source>
        <translation>Aucun message de ce personnage ne le contient.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Attach image…</source>
        <translation>Joindre une image…</translation>
    </message>
    <message>
        <source>Send images with the next message (or drop or paste them)</source>
        <translation>Envoyer des images avec le prochain message (ou les glisser ou les coller)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>Joindre des images</translation>
    </message>
    <message>
        <source>Click to remove this image</source>
        <translation>Cliquer pour retirer cette image</translation>
    </message>
    <message>
        <source>Attached image {number}, click to remove</source>
        <translation>Image jointe {number}, cliquer pour la retirer</translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <source>One image to send</source>
        <translation>Une image à envoyer</translation>
    </message>
    <message>
        <source>{count} images to send</source>
        <translation>{count} images à envoyer</translation>
    </message>
    <message>
        <source>This model&apos;s chat template wants user and assistant messages to alternate.</source>
        <translation>Le modèle de chat de ce modèle exige que les messages de l’utilisateur et de l’assistant alternent.</translation>
    </message>
    <message>
        <source>Merge consecutive messages</source>
        <translation>Fusionner les messages consécutifs</translation>
    </message>
    <message>
        <source>This model&apos;s chat template has no system role.</source>
        <translation>Le modèle de chat de ce modèle n’a pas de rôle système.</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Envoyer le prompt système comme texte de l’utilisateur</translation>
    </message>
    <message>
        <source>Context: –</source>
        <translation>Contexte : –</translation>
    </message>
    <message>
        <source>The context meter fills in with the first reply.</source>
        <translation>L’indicateur de contexte se remplit avec la première réponse.</translation>
    </message>
    <message>
        <source>Context: {used} / {window}</source>
        <translation>Contexte : {used} / {window}</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source> · {count} not sent</source>
        <translation> · {count} non envoyés</translation>
    </message>
    <message>
        <source>The last request used about {used} of the model&apos;s {window} tokens (context size: {source}), keeping {reserve} for the reply. {sent} of {history} earlier messages were sent; the oldest are left out when they no longer fit, and stay in the conversation. Counted with: {counter}.</source>
        <translation>La dernière requête a utilisé environ {used} des {window} jetons du modèle (taille du contexte : {source}), en gardant {reserve} pour la réponse. {sent} des {history} messages précédents ont été envoyés ; les plus anciens sont laissés de côté quand ils ne tiennent plus, et restent dans la conversation. Compté avec : {counter}.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>The model that writes the replies (Enter to switch)</source>
        <translation>Le modèle qui écrit les réponses (Entrée pour changer)</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>Modifier le message</translation>
    </message>
    <message>
        <source>Ctrl+Enter saves · Esc cancels</source>
        <translation>Ctrl+Entrée enregistre · Échap annule</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;&amp; regenerate</source>
        <translation>Enregistrer &amp;&amp; régénérer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Rows in the model before the user asks for earlier ones.
----------
conversationChanged reasons after which another conversation (or none of it) is shown.</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Character, greeting</source>
        <translation>Personnage, salutation</translation>
    </message>
    <message>
        <source>Agent log line</source>
        <translation>Ligne du journal d’un agent</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Appels d’outils</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>1 message waiting to be sent</source>
        <translation>1 message en attente d’envoi</translation>
    </message>
    <message>
        <source>{count} messages waiting to be sent</source>
        <translation>{count} messages en attente d’envoi</translation>
    </message>
    <message>
        <source>Open a character to chat with it.</source>
        <translation>Ouvrez un personnage pour discuter avec lui.</translation>
    </message>
    <message>
        <source>Open a character to start chatting.</source>
        <translation>Ouvrez un personnage pour commencer à discuter.</translation>
    </message>
    <message>
        <source>Changed for this provider: send again or Regenerate.</source>
        <translation>Modifié pour ce fournisseur : renvoyez ou régénérez.</translation>
    </message>
    <message>
        <source>Message edited.</source>
        <translation>Message modifié.</translation>
    </message>
    <message>
        <source>Message deleted.</source>
        <translation>Message supprimé.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Changes remembered per pane (each holds a copy of the conversation&apos;s entries). Marks about the model&apos;s text that no longer hold once a person rewrote it.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Error · {speaker}</source>
        <translation>Erreur · {speaker}</translation>
    </message>
    <message>
        <source>private to {name}</source>
        <translation>privé pour {name}</translation>
    </message>
    <message>
        <source>private reply</source>
        <translation>réponse privée</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Annuler la suppression</translation>
    </message>
    <message>
        <source>Message — Enter sends, Shift+Enter for a new line, @ for commands</source>
        <extracomment>The picture behind the messages (:meth:`set_background`).</extracomment>
        <translation>Message — Entrée envoie, Maj+Entrée pour une nouvelle ligne, @ pour les commandes</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Expression : {label}</translation>
    </message>
</context>
<context>
    <name>CommandDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Lancer une commande</translation>
    </message>
    <message>
        <source>@command arguments</source>
        <translation>@commande arguments</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Type a command and its arguments; Enter runs it:</source>
        <translation>Tapez une commande et ses arguments ; Entrée la lance :</translation>
    </message>
    <message>
        <source>This character has no commands.</source>
        <translation>Ce personnage n’a pas de commandes.</translation>
    </message>
</context>
<context>
    <name>Conversations</name>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Export {count} conversations</source>
        <translation>Exporter {count} conversations</translation>
    </message>
    <message>
        <source>{count} conversations, one file each, in this folder and format: each file is named after its conversation&apos;s number.</source>
        <translation>{count} conversations, un fichier chacune, dans ce dossier et ce format : chaque fichier porte le numéro de sa conversation.</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Bifurquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Delete the selected conversations</source>
        <translation>Supprimer les conversations sélectionnées</translation>
    </message>
    <message>
        <source>Export the selected conversations (Ctrl+click or Shift+click selects several)</source>
        <translation>Exporter les conversations sélectionnées (Ctrl+clic ou Maj+clic en sélectionne plusieurs)</translation>
    </message>
    <message>
        <source>Choose a greeting</source>
        <translation>Choisir une salutation</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>Clear conversation</source>
        <translation>Effacer la conversation</translation>
    </message>
    <message>
        <source>Remove every message and reset the agents&apos; stores?</source>
        <translation>Supprimer tous les messages et réinitialiser les stockages des agents ?</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Reload from disk</source>
        <extracomment>A file with more characters than this opens in large-document mode (issue 26): read-only, no syntax highlighting, no current-line tint, long lines shown in pieces. In large-document mode a line longer than this is shown as several display lines. Qt lays out a block (a line) whole, so one 60 MB line held the GUI thread for minutes; blocks of this size are laid out only when they scroll into view.</extracomment>
        <translation>Recharger depuis le disque</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Garder les miennes</translation>
    </message>
    <message>
        <source>This file is large: highlighting is off and it opens read-only. Edit it in another program.</source>
        <translation>Ce fichier est volumineux : la coloration est désactivée et il s’ouvre en lecture seule. Modifiez-le dans un autre programme.</translation>
    </message>
    <message>
        <source>This file was deleted on disk. Saving writes it again.</source>
        <extracomment>The file&apos;s language, as the status line names it.</extracomment>
        <translation>Ce fichier a été supprimé du disque. L’enregistrer le réécrit.</translation>
    </message>
    <message>
        <source>This file changed on disk while you have unsaved edits here.</source>
        <translation>Ce fichier a changé sur le disque alors que vous avez ici des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Project files</source>
        <translation>Fichiers du projet</translation>
    </message>
    <message>
        <source>Tab moves the focus in this file (Ctrl+M switches)</source>
        <translation>Tab déplace le focus dans ce fichier (Ctrl+M bascule)</translation>
    </message>
    <message>
        <source>Tab indents in this file (Ctrl+M switches)</source>
        <translation>Tab indente dans ce fichier (Ctrl+M bascule)</translation>
    </message>
    <message>
        <source>No file open</source>
        <translation>Aucun fichier ouvert</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Ligne {number}</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Which entries would fire for this text?</source>
        <translation>Quelles entrées se déclencheraient pour ce texte ?</translation>
    </message>
    <message>
        <source>The book cannot be tested: {error}</source>
        <translation>Le livre ne peut pas être testé : {error}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <extracomment>Above this size the table and the as-you-type checks are off (they run on the GUI thread); ``validate`` and the tester still cover the book. Narrower than this (pixels), a lorebook tab opens with its JSON pane folded away. Typing in the content box writes the JSON back after this pause (ms).</extracomment>
        <translation>Ajouter une entrée</translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation>Supprimer l’entrée</translation>
    </message>
    <message>
        <source>Hide JSON</source>
        <translation>Masquer le JSON</translation>
    </message>
    <message>
        <source>Show or fold away the book&apos;s JSON beside the table</source>
        <translation>Afficher ou replier le JSON du livre à côté du tableau</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Content of the selected entry</source>
        <translation>Contenu de l’entrée sélectionnée</translation>
    </message>
    <message>
        <source>Select an entry to write its content here.</source>
        <translation>Sélectionnez une entrée pour écrire son contenu ici.</translation>
    </message>
    <message>
        <source>Show JSON</source>
        <translation>Afficher le JSON</translation>
    </message>
    <message>
        <source>The JSON is not a lorebook yet; the table shows the last good state.</source>
        <translation>Le JSON n’est pas encore un lorebook ; le tableau montre le dernier état valide.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No problems: the character validates clean.</source>
        <translation>Aucun problème : le personnage est valide.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>New context file…</source>
        <translation>Nouveau fichier de contexte…</translation>
    </message>
    <message>
        <source>New agent</source>
        <translation>Nouvel agent</translation>
    </message>
    <message>
        <source>New lorebook…</source>
        <translation>Nouveau lorebook…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>New context file</source>
        <translation>Nouveau fichier de contexte</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nom du fichier :</translation>
    </message>
    <message>
        <source>Could not create the context file</source>
        <translation>Impossible de créer le fichier de contexte</translation>
    </message>
    <message>
        <source>New lorebook</source>
        <translation>Nouveau lorebook</translation>
    </message>
    <message>
        <source>Could not create the lorebook</source>
        <translation>Impossible de créer le lorebook</translation>
    </message>
    <message>
        <source>Agent name:</source>
        <translation>Nom de l’agent :</translation>
    </message>
    <message>
        <source>Could not create the agent</source>
        <translation>Impossible de créer l’agent</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom :</translation>
    </message>
    <message>
        <source>Could not rename</source>
        <translation>Impossible de renommer</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Impossible de supprimer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <source>Regenerate</source>
        <extracomment>The button of each action key.</extracomment>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Journal des agents</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Ouvrir le dossier des données</translation>
    </message>
    <message>
        <source>Check the endpoint and API key in Settings.</source>
        <extracomment>What the user can do about each kind of error (ErrorEvent.kind), and the buttons of the error card that do it (:mod:`studio.ui.chat.error_card`): every action a hint names has its button. A card in the last response also offers Regenerate.</extracomment>
        <translation>Vérifiez le point d’accès et la clé API dans les paramètres.</translation>
    </message>
    <message>
        <source>An agent failed; see the Agent log for details.</source>
        <translation>Un agent a échoué ; voir le journal des agents pour les détails.</translation>
    </message>
    <message>
        <source>An agent&apos;s hook failed; see the Agent log for details.</source>
        <translation>Un hook d’agent a échoué ; voir le journal des agents pour les détails.</translation>
    </message>
    <message>
        <source>A token cap was reached; raise the caps in Settings to go on.</source>
        <translation>Une limite de jetons est atteinte ; relevez les limites dans les paramètres pour continuer.</translation>
    </message>
    <message>
        <source>The tool-call limit for one reply was reached; your next message continues from here.</source>
        <translation>La limite d’appels d’outils pour une réponse est atteinte ; votre prochain message reprend d’ici.</translation>
    </message>
    <message>
        <source>Saving failed; check that the data folder is writable and not full.</source>
        <translation>L’enregistrement a échoué ; vérifiez que le dossier des données est accessible en écriture et n’est pas plein.</translation>
    </message>
    <message>
        <source>See the Agent log for details.</source>
        <translation>Voir le journal des agents pour les détails.</translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message>
        <source>&lt;b&gt;Welcome to Character Studio.&lt;/b&gt;&lt;br&gt;Characters talk through an OpenAI-compatible model endpoint that you choose: a hosted provider (OpenAI, OpenRouter, Venice, DeepSeek, …) with &lt;i&gt;your own&lt;/i&gt; API key, or a local server (Ollama, LM Studio, llama.cpp) that needs none. Pick a provider, paste your key, press &lt;i&gt;Refresh models&lt;/i&gt; and choose the main model (it plays the character) and the worker model (agents use it). Your key is kept in the system keychain and is never written into a character, a conversation or a log.</source>
        <translation>&lt;b&gt;Bienvenue dans Character Studio.&lt;/b&gt;&lt;br&gt;Les personnages parlent par un point d’accès de modèle compatible OpenAI que vous choisissez : un fournisseur hébergé (OpenAI, OpenRouter, Venice, DeepSeek, …) avec &lt;i&gt;votre propre&lt;/i&gt; clé API, ou un serveur local (Ollama, LM Studio, llama.cpp) qui n’en demande pas. Choisissez un fournisseur, collez votre clé, appuyez sur &lt;i&gt;Actualiser les modèles&lt;/i&gt; et choisissez le modèle principal (il joue le personnage) et le modèle de travail (les agents l’utilisent). Votre clé est gardée dans le trousseau du système et n’est jamais écrite dans un personnage, une conversation ou un journal.</translation>
    </message>
    <message>
        <source>Set up Character Studio</source>
        <translation>Configurer Character Studio</translation>
    </message>
</context>
<context>
    <name>GreetingPicker</name>
    <message>
        <source>Choose a greeting</source>
        <translation>Choisir une salutation</translation>
    </message>
    <message>
        <source>Start conversation</source>
        <translation>Commencer la conversation</translation>
    </message>
    <message>
        <source>This character can open the conversation in several ways:</source>
        <translation>Ce personnage peut ouvrir la conversation de plusieurs façons :</translation>
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
        <translation>Agent :</translation>
    </message>
    <message>
        <source>Tool calls &amp;&amp; commands</source>
        <translation>Appels d’outils &amp;&amp; commandes</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Lignes du journal</translation>
    </message>
    <message>
        <source>@debug log</source>
        <translation>Journal @debug</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Détails de la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Select a row to see its full arguments and result.</source>
        <translation>Sélectionnez une ligne pour voir ses arguments et son résultat complets.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the tool-call table (files are not touched)</source>
        <translation>Vider le tableau des appels d’outils (les fichiers ne sont pas touchés)</translation>
    </message>
    <message>
        <source>Edit {title}</source>
        <translation>Modifier {title}</translation>
    </message>
    <message>
        <source>Request inspector — entry {number}</source>
        <translation>Inspecteur de requêtes — entrée {number}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Response &amp;&amp; usage</source>
        <translation>Réponse &amp;&amp; consommation</translation>
    </message>
    <message>
        <source>Raw request</source>
        <translation>Requête brute</translation>
    </message>
    <message>
        <source>Could not read requests: {error}</source>
        <translation>Impossible de lire les requêtes : {error}</translation>
    </message>
    <message>
        <source>Replace the default state?</source>
        <translation>Remplacer l’état par défaut ?</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Stockages</translation>
    </message>
    <message>
        <source>Store status</source>
        <translation>État du stockage</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Save as default state</source>
        <translation>Enregistrer comme état par défaut</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Langue de l’interface</translation>
    </message>
    <message>
        <source>The language changes as soon as you press OK.</source>
        <translation>La langue change dès que vous appuyez sur OK.</translation>
    </message>
    <message>
        <source>No font on this computer can show {language}: its text would appear as empty boxes. Install a font for it (for example Noto Sans CJK, the fonts-noto-cjk package) and choose it again.</source>
        <translation>Aucune police de cet ordinateur ne peut afficher {language} : le texte apparaîtrait sous forme de carrés vides. Installez une police pour cette langue (par exemple Noto Sans CJK, le paquet fonts-noto-cjk) puis choisissez-la à nouveau.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Last played</source>
        <extracomment>The orders the gallery can be sorted in.</extracomment>
        <translation>Joués récemment</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Recently added</source>
        <translation>Ajoutés récemment</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>The tile sizes&apos; captions (the keys are :data:`SIZES`&apos;s).</extracomment>
        <translation>Petites</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyennes</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Toutes les étiquettes</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} et {count} autres</translation>
    </message>
    <message>
        <source>Remove from library</source>
        <translation>Retirer de la bibliothèque</translation>
    </message>
    <message>
        <source>Remove {names} from your library? Their files and conversations are kept.</source>
        <translation>Retirer {names} de votre bibliothèque ? Leurs fichiers et conversations sont conservés.</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Pas encore joué</translation>
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
        <translation>Joué le {when}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vos personnages&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search by name, description or tag</source>
        <translation>Rechercher par nom, description ou étiquette</translation>
    </message>
    <message>
        <source>Search characters</source>
        <translation>Rechercher des personnages</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Trier par</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Taille des vignettes</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Show only characters with this tag (from their cards)</source>
        <translation>N’afficher que les personnages ayant cette étiquette (tirée de leurs cartes)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>À propos…</translation>
    </message>
    <message>
        <source>The character&apos;s page: art, notes, greetings, conversations</source>
        <translation>La page du personnage : illustration, notes, salutations, conversations</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source> · file not found</source>
        <translation> · fichier introuvable</translation>
    </message>
    <message>
        <source>{name}: {path} (not found)</source>
        <translation>{name} : {path} (introuvable)</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Étiquettes : {tags}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your characters&lt;/b&gt; — {error}</source>
        <translation>&lt;b&gt;Vos personnages&lt;/b&gt; — {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Stockages</translation>
    </message>
    <message>
        <source>Agent log</source>
        <translation>Journal des agents</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Open a character project (File → Open Project) or create one (File → New).</source>
        <translation>Ouvrez un projet de personnage (Fichier → Ouvrir un projet) ou créez-en un (Fichier → Nouveau).</translation>
    </message>
    <message>
        <source>Open a character package (File → Open Package) or drop a .zip or a card here.</source>
        <translation>Ouvrez un paquet de personnage (Fichier → Ouvrir un paquet) ou déposez ici un .zip ou une carte.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save your changes before closing?</source>
        <translation>Enregistrer vos modifications avant de fermer ?</translation>
    </message>
    <message>
        <source>Open a project to export it.</source>
        <translation>Ouvrez un projet pour l’exporter.</translation>
    </message>
    <message>
        <source>Not opened: the package was not accepted.</source>
        <translation>Non ouvert : le paquet n’a pas été accepté.</translation>
    </message>
</context>
<context>
    <name>McpServers</name>
    <message>
        <source>MCP server</source>
        <translation>Serveur MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Nom du serveur</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8000/mcp (instead of a command)</source>
        <translation>http://127.0.0.1:8000/mcp (au lieu d’une commande)</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Variables d’environnement</translation>
    </message>
    <message>
        <source>NAME=value, one a line (kept with your API keys)</source>
        <translation>NOM=valeur, une par ligne (gardées avec vos clés API)</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>En-têtes HTTP</translation>
    </message>
    <message>
        <source>Authorization: Bearer …, one a line (kept with your API keys)</source>
        <translation>Authorization: Bearer …, un par ligne (conservés avec vos clés d’API)</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>empty: every character; or names, comma-separated</source>
        <translation>vide : tous les personnages ; ou des noms séparés par des virgules</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>or URL</source>
        <translation>ou URL</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Headers (URL)</source>
        <translation>En-têtes (URL)</translation>
    </message>
    <message>
        <source>Call timeout</source>
        <translation>Délai par appel</translation>
    </message>
    <message>
        <source>Offered to</source>
        <translation>Proposé à</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Donnez un nom au serveur.</translation>
    </message>
    <message>
        <source>Enter either a command or a URL.</source>
        <translation>Saisissez une commande ou une URL.</translation>
    </message>
    <message>
        <source>The URL must start with http:// or https://.</source>
        <translation>L’URL doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <source>MCP servers (tools from your own programs)</source>
        <translation>Serveurs MCP (outils de vos propres programmes)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Their tools are offered after the character&apos;s own; you are asked before each call unless you chose “always”. Characters cannot add servers.</source>
        <translation>Leurs outils sont proposés après ceux du personnage ; on vous demande avant chaque appel, sauf si vous avez choisi « toujours ». Les personnages ne peuvent pas ajouter de serveurs.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Ouvrir un projet…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un projet &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Enregistrer &amp;tout</translation>
    </message>
    <message>
        <source>&amp;Export Package…</source>
        <translation>E&amp;xporter le paquet…</translation>
    </message>
    <message>
        <source>Export as &amp;Card…</source>
        <translation>Exporter en &amp;carte…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Import from &amp;URL…</source>
        <translation>Importer depuis une &amp;URL…</translation>
    </message>
    <message>
        <source>Open &amp;Package…</source>
        <translation>Ouvrir un &amp;paquet…</translation>
    </message>
    <message>
        <source>Open Part&amp;y…</source>
        <translation>Ouvrir un &amp;groupe…</translation>
    </message>
    <message>
        <source>New Part&amp;y…</source>
        <translation>Nouveau gro&amp;upe…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <source>&amp;Models…</source>
        <translation>&amp;Modèles…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>Find and &amp;Replace…</source>
        <translation>Rechercher et &amp;remplacer…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Résultat &amp;suivant</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>Résultat &amp;précédent</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>&amp;Onglet suivant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Onglet pré&amp;cédent</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l’onglet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>&amp;Panneau suivant</translation>
    </message>
    <message>
        <source>Previous P&amp;ane</source>
        <translation>Panneau pr&amp;écédent</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Command…</source>
        <translation>&amp;Commande…</translation>
    </message>
    <message>
        <source>&amp;Search All Conversations…</source>
        <translation>&amp;Rechercher dans toutes les conversations…</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Arrêter la réponse</translation>
    </message>
    <message>
        <source>E&amp;xport Chat…</source>
        <translation>E&amp;xporter le chat…</translation>
    </message>
    <message>
        <source>Choose &amp;Greeting…</source>
        <translation>Choisir une &amp;salutation…</translation>
    </message>
    <message>
        <source>&amp;Persona for This Conversation…</source>
        <translation>&amp;Persona pour cette conversation…</translation>
    </message>
    <message>
        <source>&amp;Author&apos;s Note…</source>
        <translation>&amp;Note d’auteur…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Background Image…</source>
        <translation>Image d’&amp;arrière-plan…</translation>
    </message>
    <message>
        <source>&amp;No Background</source>
        <translation>&amp;Aucun arrière-plan</translation>
    </message>
    <message>
        <source>Load &amp;Remote Pictures</source>
        <translation>Charger les images &amp;distantes</translation>
    </message>
    <message>
        <source>Show pictures that messages name by an https address (fetched through the web guard; off: they stay links)</source>
        <translation>Afficher les images que les messages désignent par une adresse https (chargées via la protection web ; désactivé : elles restent des liens)</translation>
    </message>
    <message>
        <source>Show &amp;Expressions</source>
        <translation>Afficher les &amp;expressions</translation>
    </message>
    <message>
        <source>Show the character&apos;s expression picture beside the chat, where its package or card has them</source>
        <translation>Afficher l’image d’expression du personnage à côté du chat, quand son paquet ou sa carte en contient</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Models the built-in (offline) server can run:</source>
        <translation>Modèles que le serveur intégré (hors ligne) peut exécuter :</translation>
    </message>
    <message>
        <source>&amp;Add GGUF File…</source>
        <translation>&amp;Ajouter un fichier GGUF…</translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>&amp;Utiliser ce modèle</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>installé</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>{line} (in use)</source>
        <translation>{line} (utilisé)</translation>
    </message>
    <message>
        <source>{key} — {label}, {size}: recommended, not installed (character-studio models install {key})</source>
        <translation>{key} — {label}, {size} : recommandé, non installé (character-studio models install {key})</translation>
    </message>
    <message>
        <source>GPU offload: available ({gpus})</source>
        <translation>Déchargement GPU : disponible ({gpus})</translation>
    </message>
    <message>
        <source>GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)</source>
        <translation>Déchargement GPU : absent de cette version (xllamacpp de PyPI ne tourne que sur le CPU)</translation>
    </message>
    <message>
        <source>Add a GGUF model file</source>
        <translation>Ajouter un fichier de modèle GGUF</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf);;All files (*)</source>
        <translation>Modèles GGUF (*.gguf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>Vérification et copie de {name}…</translation>
    </message>
    <message>
        <source>Switching the built-in server to {key}…</source>
        <translation>Passage du serveur intégré à {key}…</translation>
    </message>
    <message>
        <source>In use from the next start: {key}</source>
        <translation>Utilisé au prochain démarrage : {key}</translation>
    </message>
</context>
<context>
    <name>PackageSummary</name>
    <message>
        <source>may spend your tokens via your models (it calls your main or worker model)</source>
        <extracomment>Each ``@api`` namespace in plain words.</extracomment>
        <translation>peut dépenser vos jetons via vos modèles (il appelle votre modèle principal ou de travail)</translation>
    </message>
    <message>
        <source>wants web access (it can fetch web pages only if you turn web access on)</source>
        <translation>veut un accès au web (il ne peut récupérer des pages web que si vous activez l’accès au web)</translation>
    </message>
    <message>
        <source>reads this conversation&apos;s history</source>
        <translation>lit l’historique de cette conversation</translation>
    </message>
    <message>
        <source>reads the character&apos;s own context files</source>
        <translation>lit les propres fichiers de contexte du personnage</translation>
    </message>
    <message>
        <source>reads the stores of other agents it was granted</source>
        <translation>lit les stockages des autres agents auxquels il a accès</translation>
    </message>
    <message>
        <source>sub-agent</source>
        <translation>sous-agent</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>Tools the model can call: {tools}</source>
        <translation>Outils que le modèle peut appeler : {tools}</translation>
    </message>
    <message>
        <source>Commands you can type: {commands}</source>
        <translation>Commandes que vous pouvez taper : {commands}</translation>
    </message>
    <message>
        <source>Runs on: {hooks}</source>
        <translation>S’exécute lors de : {hooks}</translation>
    </message>
    <message>
        <source>Asks for no extra permissions (no &lt;code&gt;@api&lt;/code&gt; lines).</source>
        <translation>Ne demande aucune permission supplémentaire (pas de lignes &lt;code&gt;@api&lt;/code&gt;).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This character wants web access.&lt;/b&gt; It stays off until you turn it on for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ce personnage veut un accès au web.&lt;/b&gt; Il reste désactivé tant que vous ne l’activez pas pour ce personnage dans les paramètres.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some agents may spend your tokens via your models.&lt;/b&gt; Settings caps how many tokens agents may use per response and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Certains agents peuvent dépenser vos jetons via vos modèles.&lt;/b&gt; Les paramètres limitent le nombre de jetons que les agents peuvent utiliser par réponse et par conversation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No agents: this character runs no code.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun agent : ce personnage n’exécute aucun code.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 agent runs sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>1 agent exécute du code isolé, sans accès à vos fichiers ni au réseau au-delà de ce qui est indiqué.</translation>
    </message>
    <message>
        <source>{count} agents run sandboxed code with no access to your files or network beyond what is listed.</source>
        <translation>{count} agents exécutent du code isolé, sans accès à vos fichiers ni au réseau au-delà de ce qui est indiqué.</translation>
    </message>
    <message>
        <source>Before you play {name}</source>
        <translation>Avant de jouer avec {name}</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Accepter et jouer</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>Party</name>
    <message>
        <source>Who answers</source>
        <translation>Qui répond</translation>
    </message>
    <message>
        <source>Who answers: everyone (the party&apos;s turn policy) or one member</source>
        <translation>Qui répond : tout le monde (selon les tours du groupe) ou un membre</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <source>Only the chosen member sees the message and its reply</source>
        <translation>Seul le membre choisi voit le message et sa réponse</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À :</translation>
    </message>
    <message>
        <source>Message — Enter sends; name members to address them, or pick one below</source>
        <translation>Message — Entrée envoie ; nommez des membres pour vous adresser à eux, ou choisissez-en un ci-dessous</translation>
    </message>
    <message>
        <source>New party</source>
        <translation>Nouveau groupe</translation>
    </message>
    <message>
        <source>New Party</source>
        <translation>Nouveau groupe</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Add project folder…</source>
        <translation>Ajouter un dossier de projet…</translation>
    </message>
    <message>
        <source>Add package…</source>
        <translation>Ajouter un paquet…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Extra replies members may give one another after yours</source>
        <translation>Réponses supplémentaires que les membres peuvent s’échanger après la vôtre</translation>
    </message>
    <message>
        <source>Party name:</source>
        <translation>Nom du groupe :</translation>
    </message>
    <message>
        <source>Turn policy:</source>
        <translation>Ordre des tours :</translation>
    </message>
    <message>
        <source>Chatter:</source>
        <translation>Bavardage :</translation>
    </message>
    <message>
        <source>Save Party…</source>
        <translation>Enregistrer le groupe…</translation>
    </message>
    <message>
        <source>Members (folders and packages, in speaking order):</source>
        <translation>Membres (dossiers et paquets, dans l’ordre de parole) :</translation>
    </message>
    <message>
        <source>Add a character project</source>
        <translation>Ajouter un projet de personnage</translation>
    </message>
    <message>
        <source>Add a character package</source>
        <translation>Ajouter un paquet de personnage</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Paquets de personnage (*.zip)</translation>
    </message>
    <message>
        <source>Save the party</source>
        <translation>Enregistrer le groupe</translation>
    </message>
    <message>
        <source>Parties (*.party.json)</source>
        <translation>Groupes (*.party.json)</translation>
    </message>
    <message>
        <source>Agent log</source>
        <extracomment>Installs the approval questions on a new player (set by the opener).</extracomment>
        <translation>Journal des agents</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Stop reply</source>
        <translation>&amp;Arrêter la réponse</translation>
    </message>
    <message>
        <source>Party — Character Studio</source>
        <translation>Groupe — Character Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Close party</source>
        <translation>&amp;Fermer le groupe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Ouverture de {name}…</translation>
    </message>
    <message>
        <source>{name} — Party</source>
        <translation>{name} — Groupe</translation>
    </message>
    <message>
        <source>{name} is ready: {members}.</source>
        <translation>{name} est prêt : {members}.</translation>
    </message>
    <message>
        <source>Open a party</source>
        <translation>Ouvrir un groupe</translation>
    </message>
</context>
<context>
    <name>PersonaDialog</name>
    <message>
        <source>Persona for this conversation</source>
        <translation>Persona pour cette conversation</translation>
    </message>
    <message>
        <source>Use my settings</source>
        <translation>Utiliser mes paramètres</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>À propos de vous</translation>
    </message>
    <message>
        <source>Characters call you by this name ({{user}}) in this conversation only.</source>
        <translation>Les personnages vous appellent par ce nom ({{user}}) dans cette conversation seulement.</translation>
    </message>
</context>
<context>
    <name>Pictures</name>
    <message>
        <source>picture</source>
        <translation>image</translation>
    </message>
    <message>
        <source>remote pictures are off: Chat → Load Remote Pictures</source>
        <translation>les images distantes sont désactivées : Chat → Charger les images distantes</translation>
    </message>
    <message>
        <source>only https pictures are loaded</source>
        <translation>seules les images https sont chargées</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>chargement…</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, GIF or WebP picture</source>
        <translation>pas une image PNG, JPEG, GIF ou WebP</translation>
    </message>
    <message>
        <source>the picture could not be read</source>
        <translation>l’image n’a pas pu être lue</translation>
    </message>
    <message>
        <source>the data URL is not valid base64</source>
        <translation>l’URL data n’est pas du base64 valide</translation>
    </message>
    <message>
        <source>only the character&apos;s own files and data: URLs are shown</source>
        <translation>seuls les fichiers du personnage et les URL data: sont affichés</translation>
    </message>
    <message>
        <source>no character is open</source>
        <translation>aucun personnage n’est ouvert</translation>
    </message>
    <message>
        <source>[picture: {alt}]</source>
        <translation>[image : {alt}]</translation>
    </message>
    <message>
        <source>[picture: {alt} — {why}]</source>
        <translation>[image : {alt} — {why}]</translation>
    </message>
    <message>
        <source>larger than {size} MB</source>
        <translation>plus de {size} Mo</translation>
    </message>
    <message>
        <source>only files inside the character&apos;s folder are shown</source>
        <translation>seuls les fichiers du dossier du personnage sont affichés</translation>
    </message>
    <message>
        <source>{file} is not in the character&apos;s folder</source>
        <translation>{file} n’est pas dans le dossier du personnage</translation>
    </message>
    <message>
        <source>{file} could not be read ({error})</source>
        <translation>{file} n’a pas pu être lu ({error})</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Character art</source>
        <extracomment>The card art beside the name: a portrait, as cards are drawn (2:3).</extracomment>
        <translation>Illustration du personnage</translation>
    </message>
    <message>
        <source>Choose greeting…</source>
        <translation>Choisir une salutation…</translation>
    </message>
</context>
<context>
    <name>PlayerHome</name>
    <message>
        <source>Set up a model…</source>
        <translation>Configurer un modèle…</translation>
    </message>
    <message>
        <source>Character &amp;Library</source>
        <translation>&amp;Bibliothèque de personnages</translation>
    </message>
    <message>
        <source>&amp;Developer Tools</source>
        <translation>Outils de &amp;développement</translation>
    </message>
    <message>
        <source>Inspect Last &amp;Request…</source>
        <translation>Inspecter la dernière &amp;requête…</translation>
    </message>
    <message>
        <source>No reply yet: nothing to inspect.</source>
        <translation>Pas encore de réponse : rien à inspecter.</translation>
    </message>
    <message>
        <source>Starting the built-in model… Sending starts when it is ready.</source>
        <translation>Démarrage du modèle intégré… L’envoi commence quand il est prêt.</translation>
    </message>
    <message>
        <source>No model is set up yet, so the character cannot answer. Set one up to start chatting{problem}.</source>
        <translation>Aucun modèle n’est encore configuré, le personnage ne peut donc pas répondre. Configurez-en un pour commencer à discuter{problem}.</translation>
    </message>
    <message>
        <source>Write a message…</source>
        <translation>Écrivez un message…</translation>
    </message>
    <message>
        <source>Set up a model to start chatting.</source>
        <translation>Configurez un modèle pour commencer à discuter.</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Le modèle intégré n’a pas pu démarrer : {error}</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Get ready to play</source>
        <extracomment>The online services offered (local kinds are found by probing; &quot;custom&quot; is in Settings).</extracomment>
        <translation>Prêt à jouer</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Commencer à jouer</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Connect a model&lt;/h2&gt;Characters talk through a language model. Pick one of these; you can change it later in Settings.</source>
        <translation>&lt;h2&gt;Connecter un modèle&lt;/h2&gt;Les personnages parlent grâce à un modèle de langage. Choisissez l’une de ces options ; vous pourrez la changer plus tard dans les paramètres.</translation>
    </message>
    <message>
        <source>On this computer, offline</source>
        <translation>Sur cet ordinateur, hors ligne</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Utiliser le modèle intégré</translation>
    </message>
    <message>
        <source>A small model that runs on this computer: no account, no key, nothing sent anywhere. Quick to start; its replies are simple.</source>
        <translation>Un petit modèle qui tourne sur cet ordinateur : pas de compte, pas de clé, rien n’est envoyé nulle part. Rapide à démarrer ; ses réponses sont simples.</translation>
    </message>
    <message>
        <source>Already running on this computer</source>
        <translation>Déjà lancé sur cet ordinateur</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <source>An online service (needs an account)</source>
        <translation>Un service en ligne (un compte est nécessaire)</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Collez votre clé API</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Your key is kept in the system keychain, never in a character or a chat.</source>
        <translation>Votre clé est gardée dans le trousseau du système, jamais dans un personnage ni un chat.</translation>
    </message>
    <message>
        <source>Not this character</source>
        <translation>Pas ce personnage</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Downloading the built-in model: {done} of {total} MB…</source>
        <translation>Téléchargement du modèle intégré : {done} sur {total} Mo…</translation>
    </message>
    <message>
        <source>Using the built-in model ✓</source>
        <translation>Modèle intégré utilisé ✓</translation>
    </message>
    <message>
        <source>Ready: the built-in model runs on this computer.</source>
        <translation>Prêt : le modèle intégré tourne sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>The built-in model could not start: {error}</source>
        <translation>Le modèle intégré n’a pas pu démarrer : {error}</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio, llama.cpp and KoboldCpp…</source>
        <translation>Recherche d’Ollama, LM Studio, llama.cpp et KoboldCpp…</translation>
    </message>
    <message>
        <source>Models found: {count}. Pick one.</source>
        <translation>Modèles trouvés : {count}. Choisissez-en un.</translation>
    </message>
    <message>
        <source>None found. Start Ollama, LM Studio, llama.cpp or KoboldCpp, then look again.</source>
        <translation>Aucun trouvé. Lancez Ollama, LM Studio, llama.cpp ou KoboldCpp, puis cherchez à nouveau.</translation>
    </message>
    <message>
        <source>Paste your API key first.</source>
        <translation>Collez d’abord votre clé API.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected: {count} models. Pick one.</source>
        <translation>Connecté : {count} modèles. Choisissez-en un.</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Accepter et jouer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>ReplySettings</name>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>Repeat penalty (local)</source>
        <translation>Pénalité de répétition (local)</translation>
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
        <translation>Multiplicateur DRY (local)</translation>
    </message>
    <message>
        <source>Replies and context</source>
        <translation>Réponses et contexte</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Tous les personnages</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Ce personnage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>stop sequences, separated by |</source>
        <translation>séquences d’arrêt, séparées par |</translation>
    </message>
    <message>
        <source>Sent only to llama.cpp-family servers (llama.cpp, KoboldCpp, the built-in model); &apos;default&apos; leaves the server&apos;s (the built-in model&apos;s loop guards).</source>
        <translation>Envoyé seulement aux serveurs de la famille llama.cpp (llama.cpp, KoboldCpp, le modèle intégré) ; &apos;par défaut&apos; garde celui du serveur (les garde-fous anti-boucle du modèle intégré).</translation>
    </message>
    <message>
        <source>ask the server (else 8,192)</source>
        <translation>demander au serveur (sinon 8 192)</translation>
    </message>
    <message>
        <source>tokenizer.json (optional: exact counts)</source>
        <translation>tokenizer.json (facultatif : comptes exacts)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Merge consecutive messages of one role</source>
        <translation>Fusionner les messages consécutifs d’un même rôle</translation>
    </message>
    <message>
        <source>Send the system prompt as user text</source>
        <translation>Envoyer le prompt système comme texte de l’utilisateur</translation>
    </message>
    <message>
        <source>Samplers for</source>
        <translation>Échantillonneurs pour</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Reply length (max tokens)</source>
        <translation>Longueur de réponse (jetons max.)</translation>
    </message>
    <message>
        <source>Presence penalty</source>
        <translation>Pénalité de présence</translation>
    </message>
    <message>
        <source>Frequency penalty</source>
        <translation>Pénalité de fréquence</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Context size of {model}</source>
        <translation>Taille du contexte de {model}</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>du modèle</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokeniseur</translation>
    </message>
    <message>
        <source>Strict servers</source>
        <translation>Serveurs stricts</translation>
    </message>
    <message>
        <source>Choose a tokenizer.json</source>
        <translation>Choisir un tokenizer.json</translation>
    </message>
    <message>
        <source>Tokenizer (*.json)</source>
        <translation>Tokeniseur (*.json)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Uses your model for its own work too, which counts towards your usage (Settings limits how much).</source>
        <extracomment>Each capability in a player&apos;s words (the keys are the package format&apos;s names).</extracomment>
        <translation>Utilise aussi votre modèle pour son propre travail, ce qui compte dans votre consommation (les paramètres limitent combien).</translation>
    </message>
    <message>
        <source>Would like to read web pages. It cannot until you allow it for this character in Settings.</source>
        <translation>Aimerait lire des pages web. Il ne le peut pas tant que vous ne l’autorisez pas pour ce personnage dans les paramètres.</translation>
    </message>
    <message>
        <source>Reads this conversation.</source>
        <translation>Lit cette conversation.</translation>
    </message>
    <message>
        <source>Reads the character&apos;s own background notes.</source>
        <translation>Lit les propres notes de contexte du personnage.</translation>
    </message>
    <message>
        <source>Reads notes kept by other parts of this character.</source>
        <translation>Lit les notes tenues par d’autres parties de ce personnage.</translation>
    </message>
    <message>
        <source>Asks for something this version of the app does not know; it will not get it.</source>
        <translation>Demande quelque chose que cette version de l’application ne connaît pas ; il ne l’obtiendra pas.</translation>
    </message>
    <message>
        <source>Before you play {name}, here is what it can do. You are asked once; if the character changes, you will be asked again.</source>
        <translation>Avant de jouer avec {name}, voici ce qu’il peut faire. La question n’est posée qu’une fois ; si le personnage change, elle vous sera reposée.</translation>
    </message>
    <message>
        <source>Actions the character can take: {tools}</source>
        <translation>Actions que le personnage peut effectuer : {tools}</translation>
    </message>
    <message>
        <source>Commands you can type in the chat: {commands}</source>
        <translation>Commandes que vous pouvez taper dans le chat : {commands}</translation>
    </message>
    <message>
        <source>Needs nothing beyond the chat itself.</source>
        <translation>N’a besoin de rien d’autre que du chat.</translation>
    </message>
    <message>
        <source>It comes with 1 small program that adds to the story. It runs sealed off: it cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Il est fourni avec 1 petit programme qui enrichit l’histoire. Il fonctionne isolé : il ne voit ni vos fichiers, ni vos autres programmes, ni Internet, seulement ce qui est indiqué ici.</translation>
    </message>
    <message>
        <source>It comes with {count} small programs that add to the story. They run sealed off: they cannot see your files, your other programs or the internet, only what is listed here.</source>
        <translation>Il est fourni avec {count} petits programmes qui enrichissent l’histoire. Ils fonctionnent isolés : ils ne voient ni vos fichiers, ni vos autres programmes, ni Internet, seulement ce qui est indiqué ici.</translation>
    </message>
    <message>
        <source>This character is only words: it runs no programs.</source>
        <translation>Ce personnage n’est que des mots : il n’exécute aucun programme.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It would like to read web pages.&lt;/b&gt; That stays off until you allow it for this character in Settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Il aimerait lire des pages web.&lt;/b&gt; Cela reste désactivé tant que vous ne l’autorisez pas pour ce personnage dans les paramètres.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;It uses your model for its own work too&lt;/b&gt;, which counts towards your usage. Settings limits how much per reply and per conversation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Il utilise aussi votre modèle pour son propre travail&lt;/b&gt;, ce qui compte dans votre consommation. Les paramètres limitent combien par réponse et par conversation.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Actualiser les modèles</translation>
    </message>
    <message>
        <source>Let this character&apos;s agents fetch web pages</source>
        <translation>Permettre aux agents de ce personnage de récupérer des pages web</translation>
    </message>
    <message>
        <source>Only agents that declare @api studio.web can use it.</source>
        <translation>Seuls les agents qui déclarent @api studio.web peuvent l’utiliser.</translation>
    </message>
    <message>
        <source>Optional: who you are in the story. Characters are told &quot;About &lt;your name&gt;: …&quot;</source>
        <translation>Facultatif : qui vous êtes dans l’histoire. Les personnages lisent « À propos de &lt;votre nom&gt; : … »</translation>
    </message>
    <message>
        <source>Optional: SillyTavern regex scripts as JSON, e.g. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. They run before a character&apos;s own.</source>
        <translation>Facultatif : scripts regex SillyTavern en JSON, par ex. [{&quot;scriptName&quot;: &quot;...&quot;, &quot;findRegex&quot;: &quot;/x/g&quot;, &quot;replaceString&quot;: &quot;y&quot;, &quot;placement&quot;: [1, 2]}]. Ils s’exécutent avant ceux du personnage.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Model endpoint</source>
        <translation>Point d’accès du modèle</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>Main model</source>
        <translation>Modèle principal</translation>
    </message>
    <message>
        <source>Worker model</source>
        <translation>Modèle de travail</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <source>Tokens per response</source>
        <translation>Jetons par réponse</translation>
    </message>
    <message>
        <source>Tokens per conversation</source>
        <translation>Jetons par conversation</translation>
    </message>
    <message>
        <source>Web access</source>
        <translation>Accès au web</translation>
    </message>
    <message>
        <source>You (persona)</source>
        <translation>Vous (persona)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>About you</source>
        <translation>À propos de vous</translation>
    </message>
    <message>
        <source>Regex scripts</source>
        <translation>Scripts regex</translation>
    </message>
    <message>
        <source>stored: {key} (type to replace)</source>
        <translation>enregistrée : {key} (tapez pour remplacer)</translation>
    </message>
    <message>
        <source>paste your API key</source>
        <translation>collez votre clé API</translation>
    </message>
    <message>
        <source>Stored key: {key}</source>
        <translation>Clé enregistrée : {key}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation>Saisissez d’abord une URL de base.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Non enregistré : {error}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>File</source>
        <extracomment>(group, key, what it does). Keys are portable text (``QKeySequence`` syntax).</extracomment>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Save the current file</source>
        <translation>Enregistrer le fichier courant</translation>
    </message>
    <message>
        <source>Save all files</source>
        <translation>Enregistrer tous les fichiers</translation>
    </message>
    <message>
        <source>Export the package</source>
        <translation>Exporter le paquet</translation>
    </message>
    <message>
        <source>Export as a character card</source>
        <translation>Exporter en carte de personnage</translation>
    </message>
    <message>
        <source>Import a package or a character card</source>
        <translation>Importer un paquet ou une carte de personnage</translation>
    </message>
    <message>
        <source>Open a package to play</source>
        <translation>Ouvrir un paquet pour jouer</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <source>Next editor tab</source>
        <translation>Onglet suivant de l’éditeur</translation>
    </message>
    <message>
        <source>Previous editor tab</source>
        <translation>Onglet précédent de l’éditeur</translation>
    </message>
    <message>
        <source>Close the editor tab</source>
        <translation>Fermer l’onglet de l’éditeur</translation>
    </message>
    <message>
        <source>Find in the file (in the chat: find in the chat)</source>
        <translation>Rechercher dans le fichier (dans le chat : rechercher dans le chat)</translation>
    </message>
    <message>
        <source>Find and replace in the file</source>
        <translation>Rechercher et remplacer dans le fichier</translation>
    </message>
    <message>
        <source>Tab indents / Tab moves the focus (in code files Tab indents)</source>
        <translation>Tab indente / Tab déplace le focus (dans les fichiers de code, Tab indente)</translation>
    </message>
    <message>
        <source>Leave the editor for the chat&apos;s message box</source>
        <translation>Quitter l’éditeur pour la zone de message du chat</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nouvelle ligne dans le message</translation>
    </message>
    <message>
        <source>Run a command (also: type @ in an empty message box)</source>
        <translation>Lancer une commande (ou : tapez @ dans une zone de message vide)</translation>
    </message>
    <message>
        <source>Stop the reply being written</source>
        <translation>Arrêter la réponse en cours d’écriture</translation>
    </message>
    <message>
        <source>Search all conversations of the character</source>
        <translation>Rechercher dans toutes les conversations du personnage</translation>
    </message>
    <message>
        <source>Next match (Shift+F3: previous)</source>
        <translation>Résultat suivant (Maj+F3 : précédent)</translation>
    </message>
    <message>
        <source>Previous alternative of the last reply</source>
        <translation>Variante précédente de la dernière réponse</translation>
    </message>
    <message>
        <source>Next alternative (past the last one: write a new one)</source>
        <translation>Variante suivante (après la dernière : en écrire une nouvelle)</translation>
    </message>
    <message>
        <source>Top of the conversation (in the message list)</source>
        <translation>Début de la conversation (dans la liste des messages)</translation>
    </message>
    <message>
        <source>Bottom of the conversation (in the message list)</source>
        <translation>Fin de la conversation (dans la liste des messages)</translation>
    </message>
    <message>
        <source>Copy the selected messages (in the message list)</source>
        <translation>Copier les messages sélectionnés (dans la liste des messages)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Next pane (Shift+F6: previous)</source>
        <translation>Panneau suivant (Maj+F6 : précédent)</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Cette liste des raccourcis clavier</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce que ça fait</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New character…</source>
        <translation>Nouveau personnage…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Projets récents</translation>
    </message>
    <message>
        <source>Samples (a copy of each opens, to play with and change)</source>
        <translation>Exemples (une copie de chacun s’ouvre, pour jouer et modifier)</translation>
    </message>
    <message>
        <source>The sample could not be copied: {error}</source>
        <translation>L’exemple n’a pas pu être copié : {error}</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the system</source>
        <extracomment>The roles every theme writes in its one ink colour (``ink=``).</extracomment>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Parchment</source>
        <translation>Parchemin</translation>
    </message>
    <message>
        <source>Midnight</source>
        <translation>Minuit</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
</context>
<context>
    <name>ToolApproval</name>
    <message>
        <source>Allow {tool}?</source>
        <translation>Autoriser {tool} ?</translation>
    </message>
    <message>
        <source>Approve a tool call</source>
        <translation>Approuver un appel d’outil</translation>
    </message>
    <message>
        <source>With these arguments:</source>
        <translation>Avec ces arguments :</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Arguments de l’outil</translation>
    </message>
</context>
<context>
    <name>ToolPolicies</name>
    <message>
        <source>MCP server {0}</source>
        <translation>serveur MCP {0}</translation>
    </message>
    <message>
        <source>agent {0}</source>
        <translation>agent {0}</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>toujours autorisé</translation>
    </message>
    <message>
        <source>asked once per conversation</source>
        <translation>demandé une fois par conversation</translation>
    </message>
    <message>
        <source>ask each time</source>
        <translation>demander à chaque fois</translation>
    </message>
    <message>
        <source>Tool approvals</source>
        <translation>Autorisations des outils</translation>
    </message>
    <message>
        <source>Saved tool approvals</source>
        <translation>Autorisations d’outils enregistrées</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>Forget all</source>
        <translation>Tout oublier</translation>
    </message>
    <message>
        <source>No saved approvals: every tool that acts asks first.</source>
        <translation>Aucune autorisation enregistrée : chaque outil qui agit demande d’abord.</translation>
    </message>
</context>
<context>
    <name>UrlImport</name>
    <message>
        <source>Import from URL</source>
        <translation>Importer depuis une URL</translation>
    </message>
    <message>
        <source>The https address of a character card, lorebook or package zip:</source>
        <translation>L’adresse https d’une carte de personnage, d’un lorebook ou d’un paquet zip :</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Où créer le projet</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Téléchargement…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importé avec des avertissements</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l’importation</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No audio output device: connect speakers or headphones, or mute the voice.</source>
        <translation>Aucune sortie audio : branchez des haut-parleurs ou un casque, ou coupez la voix.</translation>
    </message>
    <message>
        <source>The audio device failed ({0}); check the sound settings.</source>
        <translation>Le périphérique audio a échoué ({0}) ; vérifiez les réglages du son.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Lire à voix haute</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Muet</translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation>Arrêter la lecture</translation>
    </message>
    <message>
        <source>Hold to talk</source>
        <translation>Maintenir pour parler</translation>
    </message>
    <message>
        <source>Hold to record; release to put what you said in the message box.</source>
        <translation>Maintenez pour enregistrer ; relâchez pour mettre ce que vous avez dit dans la zone de message.</translation>
    </message>
    <message>
        <source>The voice is muted; turn Mute off to hear it.</source>
        <extracomment>The package of a speaker (a party pane maps its members&apos; names).</extracomment>
        <translation>La voix est coupée ; désactivez Muet pour l’entendre.</translation>
    </message>
    <message>
        <source>Listening… release to stop</source>
        <translation>Écoute… relâchez pour arrêter</translation>
    </message>
    <message>
        <source>Speech input needs a transcription endpoint; set one in Settings → Voice.</source>
        <translation>La saisie vocale demande un service de transcription ; réglez-le dans Paramètres → Voix.</translation>
    </message>
    <message>
        <source>Nothing was heard; hold the button and speak.</source>
        <translation>Rien n’a été entendu ; maintenez le bouton et parlez.</translation>
    </message>
    <message>
        <source>No microphone found: connect one, or type your message.</source>
        <translation>Aucun microphone trouvé : branchez-en un ou tapez votre message.</translation>
    </message>
    <message>
        <source>The microphone could not be opened; check the sound settings.</source>
        <translation>Le microphone n’a pas pu être ouvert ; vérifiez les réglages du son.</translation>
    </message>
    <message>
        <source>Microphone access is denied; allow Character Studio to use the microphone in the system&apos;s privacy settings.</source>
        <translation>L’accès au microphone est refusé ; autorisez Character Studio à utiliser le microphone dans les réglages de confidentialité du système.</translation>
    </message>
</context>
<context>
    <name>VoiceBox</name>
    <message>
        <source>stored: {key} (type to replace)</source>
        <extracomment>The voices OpenAI&apos;s speech endpoint names (local servers take their own names too). The rate spin box&apos;s lowest value, shown as &quot;The character&apos;s own&quot;.</extracomment>
        <translation>enregistrée : {key} (saisissez pour la remplacer)</translation>
    </message>
    <message>
        <source>none stored (local servers need none)</source>
        <translation>aucune enregistrée (les serveurs locaux n’en ont pas besoin)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <source>On this computer (eSpeak NG)</source>
        <translation>Sur cet ordinateur (eSpeak NG)</translation>
    </message>
    <message>
        <source>A speech endpoint (OpenAI-compatible)</source>
        <translation>Un point d’accès vocal (compatible OpenAI)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignorées</translation>
    </message>
    <message>
        <source>Read by the narrator</source>
        <translation>Lues par le narrateur</translation>
    </message>
    <message>
        <source>empty: the model provider&apos;s own endpoint</source>
        <translation>vide : le point d’accès du fournisseur du modèle</translation>
    </message>
    <message>
        <source>e.g. en, ja (empty: detected)</source>
        <translation>p. ex. en, ja (vide : détectée)</translation>
    </message>
    <message>
        <source>Speech engine</source>
        <translation>Moteur vocal</translation>
    </message>
    <message>
        <source>Speech endpoint</source>
        <translation>Point d’accès vocal</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Modèle vocal</translation>
    </message>
    <message>
        <source>Speech endpoint key</source>
        <translation>Clé du point d’accès vocal</translation>
    </message>
    <message>
        <source>*Actions*</source>
        <translation>*Actions*</translation>
    </message>
    <message>
        <source>Transcription endpoint</source>
        <translation>Point d’accès de transcription</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Modèle de transcription</translation>
    </message>
    <message>
        <source>Transcription key</source>
        <translation>Clé de transcription</translation>
    </message>
    <message>
        <source>Spoken language</source>
        <translation>Langue parlée</translation>
    </message>
    <message>
        <source>the character&apos;s voice</source>
        <translation>la voix du personnage</translation>
    </message>
    <message>
        <source>The character&apos;s own ({rate})</source>
        <translation>Celle du personnage ({rate})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s voice (empty: what the character suggests)</source>
        <translation>Voix de &lt;b&gt;{name}&lt;/b&gt; (vide : ce que le personnage propose)</translation>
    </message>
    <message>
        <source>Voice (this computer)</source>
        <translation>Voix (cet ordinateur)</translation>
    </message>
    <message>
        <source>Voice (endpoint)</source>
        <translation>Voix (point d’accès)</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Voix du narrateur</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>eSpeak NG is not installed (apt-get install espeak-ng): choose a speech endpoint, or type a voice name.</source>
        <translation>eSpeak NG n’est pas installé (apt-get install espeak-ng) : choisissez un point d’accès vocal ou saisissez un nom de voix.</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>le point d’accès vocal doit commencer par http:// ou https:// (reçu {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s transcription endpoint must start with http:// or https:// (got {url!r})</source>
        <translation>le point d’accès de transcription doit commencer par http:// ou https:// (reçu {url!r})</translation>
    </message>
    <message>
        <source>the voice&apos;s speech endpoint is empty: enter one, or choose eSpeak NG on this computer</source>
        <translation>le point d’accès vocal est vide : saisissez-en un ou choisissez eSpeak NG sur cet ordinateur</translation>
    </message>
    <message>
        <source>{name!r} is not an eSpeak NG voice name (letters, digits, - + _ /; e.g. en-gb+f3)</source>
        <translation>{name!r} n’est pas un nom de voix eSpeak NG (lettres, chiffres, - + _ / ; p. ex. en-gb+f3)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Exporting… {name}</source>
        <translation>Exportation… {name}</translation>
    </message>
    <message>
        <source>Export the character as a package</source>
        <translation>Exporter le personnage en paquet</translation>
    </message>
    <message>
        <source>Checking the character…</source>
        <translation>Vérification du personnage…</translation>
    </message>
    <message>
        <source>Exported {count} files to {target} ({kb} KB)</source>
        <translation>{count} fichiers exportés vers {target} ({kb} Ko)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Import a character, card or lorebook</source>
        <translation>Importer un personnage, une carte ou un lorebook</translation>
    </message>
    <message>
        <source>Where to create the project</source>
        <translation>Où créer le projet</translation>
    </message>
    <message>
        <source>Import of {name} cancelled</source>
        <translation>Importation de {name} annulée</translation>
    </message>
    <message>
        <source>Imported {name} as {folder}</source>
        <translation>{name} importé sous {folder}</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Importé avec des avertissements</translation>
    </message>
    <message>
        <source>{name} was imported, but:</source>
        <translation>{name} a été importé, mais :</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l’importation</translation>
    </message>
    <message>
        <source>{name} could not be imported:</source>
        <translation>{name} n’a pas pu être importé :</translation>
    </message>
    <message>
        <source>Export the character as a card</source>
        <translation>Exporter le personnage en carte</translation>
    </message>
    <message>
        <source>Exported the card to {target}</source>
        <translation>Carte exportée vers {target}</translation>
    </message>
    <message>
        <source>Not in the card</source>
        <translation>Absent de la carte</translation>
    </message>
    <message>
        <source>{name} was not exported:</source>
        <translation>{name} n’a pas été exporté :</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
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
        <translation>Ignoré au démarrage : {notes}.</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Les paramètres n’ont pas pu être enregistrés : {error}</translation>
    </message>
    <message>
        <source>Could not {what}: {message}</source>
        <translation>Impossible de {what} : {message}</translation>
    </message>
    <message>
        <source>Not opened: {name} was not accepted.</source>
        <translation>Non ouvert : {name} n’a pas été accepté.</translation>
    </message>
    <message>
        <source>Open a character project</source>
        <translation>Ouvrir un projet de personnage</translation>
    </message>
    <message>
        <source>Open a character package</source>
        <translation>Ouvrir un paquet de personnage</translation>
    </message>
    <message>
        <source>Character packages (*.zip)</source>
        <translation>Paquets de personnage (*.zip)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nouveau personnage</translation>
    </message>
    <message>
        <source>Character name:</source>
        <translation>Nom du personnage :</translation>
    </message>
    <message>
        <source>The project could not be created: {error}</source>
        <translation>Le projet n’a pas pu être créé : {error}</translation>
    </message>
    <message>
        <source>{name} — Character Studio</source>
        <translation>{name} — Character Studio</translation>
    </message>
    <message>
        <source>Cannot open the package</source>
        <translation>Impossible d’ouvrir le paquet</translation>
    </message>
    <message>
        <source>{name} — Character Player</source>
        <translation>{name} — Character Player</translation>
    </message>
    <message>
        <source>{name} is ready.</source>
        <translation>{name} est prêt.</translation>
    </message>
    <message>
        <source>Open project…</source>
        <translation>Ouvrir un projet…</translation>
    </message>
    <message>
        <source>Open package…</source>
        <translation>Ouvrir un paquet…</translation>
    </message>
    <message>
        <source>Downloading… {size} MB</source>
        <translation>Téléchargement… {size} Mo</translation>
    </message>
</context>
</TS>
