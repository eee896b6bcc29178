/** Texts of the public tutorial page and the intro video page (spec 000 §2.4, §4). */
export const tutorials = {
  'tutorials.title': 'How to register',
  'tutorials.videoHeading': 'Video: how to register',
  'tutorials.steps':
    'To register, choose "Create account" on the login page, pick your role and fill in the form. An administrator checks your request; once it is approved you receive an email with a temporary password. Log in with it and choose your own password.',
  'tutorials.documentsHeading': 'Tutorial documents',
  'tutorials.fileName': 'File name',
  'tutorials.uploadDate': 'Upload date',
  'tutorials.download': 'Download',
  'tutorials.downloadFile': 'Download {{name}}',
  'tutorials.empty': 'No tutorial documents are available yet.',
  'tutorials.loadError': 'The tutorial documents could not be loaded.',
  'introVideo.title': 'Intro video',
  'introVideo.summary':
    'This video introduces the portal: registering retail sites, submitting store designs per brand and following their validation and installation.',
  'introVideo.captions': 'This video has no captions; its content is described in the text on this page.',
  'introVideo.none': 'No video is configured for this portal yet.',
  'introVideo.unsupported': 'Your browser cannot play this video. Open the video file instead.',
} as const;
