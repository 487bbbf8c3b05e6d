export const e2ePorts = { api: 3100, staff: 4210, admin: 4310 } as const;

export const e2eUrls = {
  api: `http://localhost:${e2ePorts.api}`,
  staff: `http://localhost:${e2ePorts.staff}`,
  admin: `http://localhost:${e2ePorts.admin}`,
} as const;
