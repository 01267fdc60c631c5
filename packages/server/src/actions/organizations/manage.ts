import {
  checkOrganizationCode,
  createOrganization,
  deleteorganization,
  getCategories,
  organizationCategories,
  transferOrganization,
  updateOrganization,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { uniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { assertFounder } from '../../policies/organization.js';
import { assertManager, loadOrganization } from '../../services/authorize/organization.js';
import { assertCanSetBanner } from '../../services/authorize/plan.js';
import { assertOwnUploads } from '../../services/authorize/upload.js';
import { fileKeysIn, releaseFiles } from '../../services/files/file-release.js';
import { organizationFor } from '../../services/views/organization-view.js';
import { assertAcceptableName, codeFromName, freeCode } from '../../services/views/organization-names.js';
import { handle } from '../define.js';

export const getCategoriesHandler = handle(getCategories, async () => organizationCategories.map((c) => ({ ...c })));

export const checkOrganizationCodeHandler = handle(checkOrganizationCode, async ({ name }, { services }) => {
  assertAcceptableName(name);
  const code = codeFromName(name);
  return { code, available: !(await services.repos.organizations.codeTaken(code)) };
});

/** An uploaded file the user owns, or an authorization failure. */
const assertOwnFile = (services: Services, userId: number, url: string | null | undefined) =>
  assertOwnUploads(services, userId, [url], 'unauthorized', undefined, { images: true });

export const createOrganizationHandler = handle(createOrganization, async (input, { services, session }) => {
  const me = session.user.id;
  assertAcceptableName(input.name);
  if (!input.logo_url) throw new AppError('missingLogo', 'logo_url');
  await assertOwnFile(services, me, input.logo_url);
  await assertOwnFile(services, me, input.banner);
  await assertCanSetBanner(services, me, input.banner);
  const code = await freeCode(services, input.name);
  const org = await services.repos.organizations
    .create({
      code,
      name: input.name,
      country: input.country,
      categoryId: input.category_id,
      description: input.description || null,
      logoUrl: input.logo_url,
      bannerUrl: input.banner ?? null,
      website: input.website || null,
      address: input.address || null,
      founderId: me,
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) throw new AppError('organizationCodeTaken', 'name');
      throw error;
    });
  return organizationFor(services, org, me);
});

export const updateOrganizationHandler = handle(updateOrganization, async (input, { services, session }) => {
  const org = await loadOrganization(services, input.organizationId);
  await assertManager(services, org, session.user.id);
  await assertOwnFile(services, session.user.id, input.logo_url);
  await assertOwnFile(services, session.user.id, input.banner);
  await assertCanSetBanner(services, session.user.id, input.banner);
  const updated = await services.repos.organizations.update(org.id, {
    ...(input.country && { country: input.country }),
    ...(input.category_id && { categoryId: input.category_id }),
    ...(input.logo_url && { logoUrl: input.logo_url }),
    ...(input.banner !== undefined && { bannerUrl: input.banner }),
    ...(input.description !== undefined && { description: input.description || null }),
    ...(input.website !== undefined && { website: input.website || null }),
    ...(input.address !== undefined && { address: input.address || null }),
  });
  // A replaced logo or banner that nothing else shows frees its uploader's space.
  await releaseFiles(services, fileKeysIn(org.logoUrl, org.bannerUrl));
  return organizationFor(services, updated, session.user.id);
});

/** The founder deletes; the page goes away and its posts show the organization as deleted. */
export const deleteorganizationHandler = handle(
  deleteorganization,
  async ({ organizationId }, { services, session }) => {
    const org = await loadOrganization(services, organizationId);
    assertFounder(org, session.user.id);
    await services.repos.organizations.update(org.id, { deletedAt: services.now() });
    return { deleted: true as const };
  },
);

export const transferOrganizationHandler = handle(
  transferOrganization,
  async ({ organizationId, userId }, { services, session }) => {
    const org = await loadOrganization(services, organizationId);
    assertFounder(org, session.user.id);
    const target = await services.repos.organizations.membership(org.id, userId);
    if (target?.status !== 'member' || userId === session.user.id)
      throw new AppError('notOrganizationMember', 'userId');
    const updated = await services.repos.organizations.transfer(org.id, userId);
    return organizationFor(services, updated, session.user.id);
  },
);
