import type { ModuleTexts } from '../en';

export const markups: ModuleTexts<'markups'> = {
  'validation.markup.geometry': 'Die Position der Markierung ist ungültig: Sie muss auf der Seite liegen.',
  'validation.markup.note': 'Die Notiz muss Text sein.',
  'validation.markup.noteRequired': 'Bitte schreiben Sie eine Notiz.',
  'validation.markup.noteTooLong': 'Eine Notiz darf höchstens 1000 Zeichen lang sein.',
  'validation.markup.page': 'Die Seitenzahl ist ungültig.',
  'validation.markup.closed': 'Geben Sie an, ob die Markierung geschlossen ist (true oder false).',
  'validation.markup.ids':
    'Die anzuhängenden Markierungen sind ungültig: Geben Sie ihre IDs durch Kommas getrennt an (höchstens 200).',
  'markups.notAttachable':
    'Eine anzuhängende Markierung ist kein Entwurf dieses Projekts (sie ist vielleicht schon angehängt oder geschlossen).',
  'markups.notYourStage':
    'Sie können nur Markierungen zeichnen, solange das Projekt in Ihrem Prüfschritt ist.',
  'markups.paused':
    'Dieses Projekt ist pausiert: Seine Markierungen können sich erst ändern, wenn das Validation Center Team es wieder aktiviert.',
  'markups.notOpen': 'Nur die Notiz einer offenen Markierung kann geändert werden.',
  'markups.notAnswerable':
    'Diese Markierung kann nicht beantwortet werden: Sie ist geschlossen oder noch nicht mit einer Entscheidung gesendet.',
  'markups.notAttached':
    'Diese Markierung wurde noch nicht mit einer Entscheidung gesendet: Löschen Sie sie stattdessen.',
  'markups.alreadyClosed': 'Diese Markierung ist bereits geschlossen.',
  'markups.notClosed': 'Diese Markierung ist nicht geschlossen.',
  'markups.attached':
    'Diese Markierung wurde mit einer Entscheidung gesendet: Sie kann geschlossen, nicht gelöscht werden.',
  'markups.gone': 'Diese Markierung existiert nicht mehr.',
  'markups.deleted': 'Die Markierung wurde gelöscht.',
  'markups.fileUnreadable': 'Diese Datei kann nicht gelesen werden, um die Markierungen einzuzeichnen.',
  'markups.summary.one': '{{count}} Markierung auf {{document}} v{{version}}',
  'markups.summary.other': '{{count}} Markierungen auf {{document}} v{{version}}',
  'markups.mail.attached':
    'Markierungen auf den Plänen: {{summary}}. Öffnen Sie das Projekt, um sie zu sehen und jede zu beantworten.',
  'markups.stillOpen.one': ' {{count}} Markierung der letzten Prüfung ist noch offen.',
  'markups.stillOpen.other': ' {{count}} Markierungen der letzten Prüfung sind noch offen.',
  'markups.pdf.title': 'Markierungen: {{document}} v{{version}} ({{file}})',
  'markups.pdf.entry': '#{{n}} · Seite {{page}} · {{kind}} · {{author}} ({{role}}), {{date}} · {{status}}',
  'markups.pdf.answer': 'Antwort von {{name}}, {{date}}: {{answer}}',
  'markups.kind.pin': 'Stecknadel',
  'markups.kind.rect': 'Rechteck',
  'markups.kind.cloud': 'Wolke',
  'markups.kind.arrow': 'Pfeil',
  'markups.kind.measure': 'Messlinie',
  'markups.status.open': 'Offen',
  'markups.status.addressed': 'Bearbeitet',
  'markups.status.closed': 'Geschlossen',
  'markups.status.draft': 'Entwurf',
  'timeline.kind.markup': 'Markierungen',
  'timeline.e.markup.create': 'Markierung auf {{slot}} v{{version}}, Seite {{page}} gezeichnet',
  'timeline.e.markup.edit': 'Notiz einer Markierung auf {{slot}} v{{version}}, Seite {{page}} geändert',
  'timeline.e.markup.delete': 'Markierungsentwurf auf {{slot}} v{{version}}, Seite {{page}} gelöscht',
  'timeline.e.markup.answer':
    'Markierung auf {{slot}} v{{version}}, Seite {{page}} beantwortet und als bearbeitet markiert',
  'timeline.e.markup.close': 'Markierung auf {{slot}} v{{version}}, Seite {{page}} geschlossen',
  'timeline.e.markup.reopen': 'Markierung auf {{slot}} v{{version}}, Seite {{page}} wieder geöffnet',
  'markups.title': 'Markierungen',
  'markups.openViewer': 'Markierungen auf {{name}}',
  'markups.dialog': '{{name}}: Markierungen',
  'markups.tools': 'Markierungswerkzeuge',
  'markups.tool.none': 'Verschieben (nicht zeichnen)',
  'markups.drawHint':
    'Wählen Sie ein Werkzeug und klicken oder ziehen Sie auf der Seite. Mit der Tastatur: Werkzeug wählen und auf der Seite Enter drücken, um es in der Mitte zu setzen.',
  'markups.drawArea': '{{kind}} auf Seite {{page}} zeichnen',
  'markups.note': 'Notiz',
  'markups.save': 'Markierung speichern',
  'markups.saveNote': 'Notiz speichern',
  'markups.cancel': 'Abbrechen',
  'markups.empty': 'Keine Markierungen auf dieser Version.',
  'markups.fromVersion': 'aus v{{version}}',
  'markups.item': 'Markierung {{n}}, Seite {{page}}, {{kind}}',
  'markups.by': '{{name}} ({{role}}), {{date}}',
  'markups.answerBy': 'Antwort von {{name}}: {{note}}',
  'markups.answer': 'Antworten',
  'markups.answerLabel': 'Ihre Antwort',
  'markups.sendAnswer': 'Antworten und als bearbeitet markieren',
  'markups.close': 'Markierung schließen',
  'markups.reopen': 'Markierung wieder öffnen',
  'markups.delete': 'Markierung löschen',
  'markups.edit': 'Notiz bearbeiten',
  'markups.download': 'Mit Markierungen herunterladen',
  'markups.attach': 'Die Markierungsentwürfe ({{count}}) an diesen Kommentar anhängen',
  'markups.openCount.one': '{{count}} Markierung noch offen',
  'markups.openCount.other': '{{count}} Markierungen noch offen',
  'markups.saved': 'Die Markierung wurde gespeichert.',
  'markups.notDrawable': 'Markierungen werden nur auf PDF-, PNG- und JPEG-Dokumenten gezeichnet.',
  'markups.notAttachableFeedback':
    'Eine anzuhängende Markierung ist kein Entwurf, den HQ/Management in diesem Projekt gezeichnet hat (sie ist vielleicht schon angehängt oder geschlossen).',
  'markups.feedbackOnly':
    'Markierungen können nur mit einer Nachricht vom Typ „Feedback gegeben“ gesendet werden.',
  'markups.mail.feedback':
    'Mit dieser Rückmeldung gesendete Markierungen auf den Plänen: {{summary}}. Der Projektinitiator sieht sie ebenfalls.',
  'markups.attachFeedback':
    'Die Markierungsentwürfe von HQ/Management ({{count}}) an diese Rückmeldung anhängen',
  'markups.onPage': 'Markierung {{n}} ({{kind}}) in der Liste zeigen',
  'markups.pageGroup': 'Markierungen auf Seite {{page}}',
  'mail.designResubmitted.subject': 'Design erneut eingereicht: {{siteName}} ({{projectCode}})',
  'mail.designResubmitted.body':
    '{{originatorName}} hat das Design des Projekts {{projectCode}} ({{siteName}}, {{city}}) am {{date}} nach Ihrer Prüfung erneut eingereicht.{{openMarkups}}\n\nProjekt öffnen:\n{{link}}',
};
