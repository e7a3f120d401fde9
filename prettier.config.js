// The one layout of the code (`npm run format` writes it, `npm run lint` checks it).
export default { printWidth: 120 };
