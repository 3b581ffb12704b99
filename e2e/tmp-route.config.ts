import base from './playwright.config';
export default {
  ...base,
  webServer: undefined,
  projects: [
    {
      name: 'chromium-gpu',
      use: {
        ...base.projects![0].use,
        launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] },
      },
    },
  ],
};
