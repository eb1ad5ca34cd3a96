// The browser suite runner's reading of the emulator's own state: a service's JSON answer with one of its seeded
// tokens, as the judges and the runner's answers to the suite need it (a worker cannot read most of it itself).

/** `(path, init)` → the JSON answer of the service at `base` to `base + path`, asked with `token`. */
export const answersFrom =
  (base, token) =>
  async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json, application/json',
        'content-type': 'application/json',
      },
    });
    return response.json();
  };
