// The prerender's entry (public-web/dist-server/prerender.js; see regenerate.ts). Pages are rendered with React's
// production build, several times faster than its development build: the environment must say so before React loads.
process.env.NODE_ENV = 'production';
await import('./regenerate');

export {};
