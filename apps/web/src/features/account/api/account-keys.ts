export const accountKeys = {
  all: ['account'] as const,
  personalData: () => [...accountKeys.all, 'personal-data'] as const,
};
