/**
 * User-visible strings the web app needs that are not (yet) in `@app/contracts` MESSAGES.
 * Each one is listed in the hand-over report so it can move into contracts.
 */
export const WEB_STRINGS = {
  logo: {
    /** Spec 01 section 8 (Logo): 'Failed to load logo'. Accessible name of the red '!' mark. */
    failedToLoad: 'Failed to load logo',
    alt: (clientName: string) => `${clientName} logo`,
  },
  pages: {
    /** Titles from spec 01/02 section 2 where the spec gives one. */
    incidentReports: 'Incident Reports',
    admin: 'Administration',
  },
  home: {
    title: (firstName: string) => (firstName ? `Welcome, ${firstName}` : 'Welcome'),
    intro: 'Choose where you would like to go.',
    everyone: 'For everyone',
    management: 'Management',
    administration: 'Administration',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you were looking for does not exist.',
    home: 'Go to Home',
  },
  error: {
    title: 'Something went wrong',
    reload: 'Reload page',
    home: 'Go to Home',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    userMenu: (name: string) => `Signed in as ${name}`,
  },
} as const;
