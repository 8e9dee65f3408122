/**
 * The editor's Portuguese (Decap CMS's own "pt", registered again with ours on top): every phrase the editor shows
 * or says, in plain words and in sentence case. Decap's Portuguese lacks some phrases, which then came out in
 * English ("Expand", "Collapse", "Close", "list field"), and words others stiffly ("Falha ao persistir na
 * entrada", "não corresponde com o padrão"). Its messages are written here as a sentence the staff can act on;
 * the field rules' own words (the content model's `x-pattern-message`) follow the field's name.
 */
import type { EditorLogin } from "./editorConfig";

/** A language of the editor: nested groups of phrases, as Decap CMS's locales are written. */
export interface Phrases {
  [key: string]: string | Phrases;
}

/** What the editor says in Portuguese where Decap's own "pt" says nothing, or says it worse. */
export const portuguesePhrases: Phrases = {
  auth: { loginWithForgejo: "Entrar com o Forgejo" },
  collection: {
    collectionTop: {
      viewAsList: "Ver em lista",
      viewAsGrid: "Ver em grade",
    },
    entries: { unpublishedHeader: "Não publicadas" },
  },
  editor: {
    editorControl: {
      // Said of every field's box by a screen reader; the field's own label follows.
      field: { widgetLabel: "Campo" },
    },
    editorControlPane: {
      widget: {
        regexPattern: "%{fieldLabel}: %{pattern}",
        rangeCount: "%{fieldLabel} precisa ter de %{minCount} a %{maxCount} itens.",
        rangeCountExact: "%{fieldLabel} precisa ter exatamente %{count} itens.",
        rangeMin: "%{fieldLabel} precisa ter pelo menos %{minCount} itens.",
        rangeMax: "%{fieldLabel} pode ter no máximo %{maxCount} itens.",
        invalidPath: "'%{path}' não é um caminho válido.",
        pathExists: "O caminho '%{path}' já existe.",
      },
      i18n: {
        copyFromLocale: "Preencher com outro idioma",
        copyFromLocaleConfirm:
          "Preencher com o texto em %{locale}? O que está escrito aqui será substituído.",
      },
    },
    editor: {
      onPublishing: "Publicar esta página agora?",
    },
    editorInterface: {
      toggleNotes: "Mostrar ou esconder as notas",
    },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Ainda não há notas.",
      addNote: "Adicionar nota",
      addPlaceholder: "Escreva uma nota…",
      editPlaceholder: "Edite a nota…",
      save: "Salvar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Apagar",
      resolve: "Marcar como resolvida",
      unresolve: "Marcar como não resolvida",
      confirmDelete: "Apagar esta nota?",
      shortcut: "Dica: Ctrl+Enter adiciona a nota.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Tachado",
        bulletedList: "Lista com marcadores",
        numberedList: "Lista numerada",
        headings: "Intertítulo",
        addComponent: "Adicionar bloco",
        richText: "Texto formatado",
        toggleMode: {
          rich: "Mudar para o texto formatado",
          markdown: "Mudar para o Markdown",
        },
      },
      image: {
        choose: "Escolher uma foto",
        chooseDifferent: "Trocar a foto",
        remove: "Remover a foto",
        chooseMultiple: "Escolher fotos",
        addMore: "Adicionar mais fotos",
        removeAll: "Remover todas as fotos",
      },
      file: {
        chooseMultiple: "Escolher arquivos",
        addMore: "Adicionar mais arquivos",
        removeAll: "Remover todos os arquivos",
      },
      datetime: { setToNow: "Usar a data e a hora de agora em %{fieldLabel}" },
      // The button that shows or hides a group's or a list's fields.
      object: { expand: "Mostrar", collapse: "Esconder" },
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      fileTooLarge: "A foto é grande demais: o limite é de %{size} kB.",
    },
    mediaLibraryModal: {
      close: "Fechar",
      upload: "Enviar uma foto",
      chooseSelected: "Usar a foto escolhida",
      deleteSelected: "Apagar a foto escolhida",
    },
  },
  ui: {
    errorBoundary: {
      title: "Algo deu errado",
      details: "O editor encontrou um problema. Se continuar, ",
      reportIt: "avise quem cuida do site.",
    },
    settingsDropdown: { account: "Opções da conta" },
    toast: {
      // The details are already a sentence of their own (src/admin/publishCheck.ts, the content gateway).
      onFailToPersist: "%{details}",
      onFailToPublishEntry: "%{details}",
      onFailToLoadEntries: "Não foi possível abrir a página. %{details}",
      onFailToDelete: "Não foi possível apagar. %{details}",
      missingRequiredField: "Falta preencher um campo obrigatório: ele está marcado em vermelho.",
      entrySaved: "Alterações publicadas.",
      entryPublished: "Alterações publicadas.",
      onLoggedOut:
        "Sua sessão terminou. Entre de novo para continuar: o que você escreveu continua aqui.",
      onBackendDown:
        "O serviço que publica está fora do ar agora. Tente de novo em alguns minutos.",
      noteAdded: "Nota adicionada.",
      onFailToAddNote: "Não foi possível adicionar a nota. %{details}",
      noteUpdated: "Nota atualizada.",
      onFailToUpdateNote: "Não foi possível atualizar a nota. %{details}",
      noteDeleted: "Nota apagada.",
      onFailToDeleteNote: "Não foi possível apagar a nota. %{details}",
      noteResolved: "Nota resolvida.",
      noteReopened: "Nota reaberta.",
      onFailToToggleNote: "Não foi possível mudar a nota. %{details}",
    },
  },
};

/** `base` with `top`'s phrases in its place, group by group. */
export function mergedPhrases(base: Phrases, top: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = merged[key];
    merged[key] =
      typeof value === "object" && typeof under === "object" ? mergedPhrases(under, value) : value;
  }
  return merged;
}

/**
 * The editor's Portuguese: Decap's own (`decapPortuguese`), ours on top, and, in the e-mail sign-in, the login
 * button saying what the staff member signs in with.
 */
export function editorPhrases(decapPortuguese: Phrases, login: EditorLogin): Phrases {
  const ours =
    login === "email"
      ? mergedPhrases(portuguesePhrases, { auth: { loginWithGitHub: "Entrar com o seu e-mail" } })
      : portuguesePhrases;
  return mergedPhrases(decapPortuguese, ours);
}
