// Messages of the readings: the downloads list, one pack or chapter page, and its PDF download.
import { defineMessage, defineMessages } from 'react-intl';

export const readingMessages = {
  ...defineMessages({
    downloadsIntro: {
      id: 'member.downloads.intro',
      defaultMessage: 'The guides you hold, tailored to your type. Read each one here or save it as a PDF.',
      description: 'Introduction of the resource downloads area',
    },
    packsHeading: { id: 'member.downloads.packs', defaultMessage: 'Skill resource packs', description: 'Heading of the list of the 12 skill packs' },
    chaptersHeading: { id: 'member.downloads.chapters', defaultMessage: 'In-depth chapters', description: 'Heading of the list of the in-depth chapters' },
    noType: {
      id: 'member.downloads.noType',
      defaultMessage: 'Take the personality test and every guide is tailored to your type; until then each shows all variants, labelled.',
      description: 'Note when the member has no type yet',
    },
    nothingHeld: { id: 'member.downloads.nothingHeld', defaultMessage: 'You hold no guides yet.', description: 'Shown when the member holds neither packs nor chapters' },
    download: { id: 'member.reading.download', defaultMessage: 'Download PDF', description: 'Button that downloads a pack or chapter as a PDF' },
    downloadRetry: { id: 'member.reading.downloadRetry', defaultMessage: 'Retry the download', description: 'The PDF button after a failed download' },
    downloading: { id: 'member.reading.downloading', defaultMessage: 'Downloading…', description: 'Status while a PDF downloads' },
    downloadFailed: { id: 'member.reading.downloadFailed', defaultMessage: 'The download failed. Please try again.', description: 'Alert after a failed PDF download' },
    back: { id: 'member.reading.back', defaultMessage: 'All resources', description: 'Link from a pack or chapter page back to the downloads list' },
    contents: { id: 'member.reading.contents', defaultMessage: 'Contents', description: 'Heading of the table of contents of a pack or chapter' },
    notFound: { id: 'member.reading.notFound', defaultMessage: 'There is no such guide.', description: 'Shown when the address names no pack or chapter' },
    reflect: { id: 'member.reading.reflect', defaultMessage: 'Afterwards, ask yourself', description: 'Label before the reflection question of an exercise' },
    tip: { id: 'member.reading.tip', defaultMessage: 'Tip', description: 'Label of a tip box in a pack' },
    caution: { id: 'member.reading.caution', defaultMessage: 'Watch out', description: 'Label of a caution box in a pack' },
    otherLanguage: { id: 'member.reading.otherLanguage', defaultMessage: 'This guide is shown in English until its translation is ready.', description: 'Note when a guide is not yet translated into the chosen language' },
  }),
  tailoredTo: defineMessage<{ type: string }>({ id: 'member.downloads.tailoredTo', defaultMessage: 'Tailored to {type}', description: 'Which type the downloads are tailored to; {type} is a code like INFP-T' }),
  read: defineMessage<{ title: string }>({ id: 'member.reading.read', defaultMessage: 'Read {title}', description: 'Link that opens a pack or chapter page; {title} is its title' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'member.reading.minutes', defaultMessage: '{minutes} min read', description: 'Reading time of a pack' }),
  progress: defineMessage<{ percent: number }>({ id: 'member.reading.progress', defaultMessage: 'Downloading… {percent}%', description: 'Status with the share of the PDF downloaded' }),
  saved: defineMessage<{ fileName: string }>({ id: 'member.reading.saved', defaultMessage: 'Saved as {fileName}', description: 'Status after the PDF was saved' }),
  exercise: defineMessage<{ title: string }>({ id: 'member.reading.exercise', defaultMessage: 'Exercise: {title}', description: 'Heading of an exercise inside a pack' }),
};
