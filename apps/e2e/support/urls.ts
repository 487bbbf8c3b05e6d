// E2E_PORT_OFFSET moves all three ports, so a second run (another checkout) can go beside one already running.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = { api: 3100 + offset, staff: 4210 + offset, admin: 4310 + offset } as const;

export const e2eUrls = {
  api: `http://localhost:${e2ePorts.api}`,
  staff: `http://localhost:${e2ePorts.staff}`,
  admin: `http://localhost:${e2ePorts.admin}`,
} as const;
