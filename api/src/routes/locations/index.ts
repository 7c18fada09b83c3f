// Districts (reference data) and the locations inside them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { FieldErrors } from '../../lib/errors.js';
import { malayalamTwin } from '../../lib/malayalam-text.js';
import { cachedList, cachedRead } from '../../lib/read-routes.js';
import { createRoute, deleteByIdRoute, getByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { ErrorResponses, totalPages } from '../../lib/schemas.js';
import { RecordUsage } from '../../services/record-usage.js';
import { LocationsRepository } from './locations.repository.js';
import { ByDistrictQuery, District, Location, LocationBody, LocationList, LocationListQuery } from './schema.js';

const REQUIRED = 'Please select both district and location.';

function readBody(body: { district?: string; locationName?: string; nameMl?: string }) {
  const errors = new FieldErrors();
  const district = body.district?.trim() ?? '';
  const locationName = body.locationName?.trim().replace(/\s+/g, ' ') ?? '';
  if (!district) errors.add('district', REQUIRED);
  if (!locationName) errors.add('locationName', REQUIRED);
  errors.throwIfAny();
  return { district, locationName, nameMl: malayalamTwin(body.nameMl?.replace(/\s+/g, ' ')) };
}

export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new LocationsRepository(app.db);
  const tags = ['locations'];

  cachedList(app, { path: '/districts', operationId: 'listDistricts', tags, response: Type.Array(District) }, () =>
    repository.districts(),
  );

  cachedRead(
    app,
    { path: '/locations', operationId: 'listLocations', tags, querystring: LocationListQuery, response: LocationList },
    (request) => {
      // Without `paginated=true` the whole list, as clients of the original API expect (the public filters).
      const { page = 1, limit = 10, paginated = false } = request.query;
      const district = request.query.district?.trim() || undefined;
      const search = request.query.search?.trim() || undefined;
      return {
        key: `locations:${JSON.stringify(paginated ? [district, search, page, limit] : [district, search])}`,
        load: () => {
          const { rows, total } = repository.list({ page, limit, paginated, district, search });
          return { data: rows, totalCount: total, paginated, totalPages: paginated ? totalPages(total, limit) : 1 };
        },
      };
    },
  );

  app.get(
    '/locations/getBydistrict',
    {
      schema: {
        operationId: 'listLocationsByDistrict',
        tags,
        querystring: ByDistrictQuery,
        response: { 200: Type.Array(Location), ...ErrorResponses },
      },
    },
    async (request) => repository.list({ page: 1, limit: 1, paginated: false, district: request.query.district }).rows,
  );

  getByIdRoute(app, { path: '/locations/:id', operationId: 'getLocation', tags, response: Location }, (id) =>
    repository.find(id),
  );

  getByIdRoute(
    app,
    {
      path: '/locations/:id/usage',
      operationId: 'getLocationUsage',
      tags,
      description: "The stores at the location (which keep it from being deleted) and those stores' offers.",
      response: RecordUsage,
    },
    (id) => repository.usage(id),
  );

  createRoute(
    app,
    {
      path: '/locations',
      operationId: 'createLocation',
      tags,
      audit: audit.create('location'),
      body: LocationBody,
      response: Location,
      conflict: true,
    },
    (body) => {
      const { district, locationName, nameMl } = readBody(body);
      return repository.create(district, locationName, nameMl);
    },
  );

  updateRoute(
    app,
    {
      path: '/locations/:id',
      operationId: 'updateLocation',
      tags,
      audit: audit.update('location'),
      body: LocationBody,
      response: Location,
      conflict: true,
    },
    (id, body) => {
      const { district, locationName, nameMl } = readBody(body);
      return repository.update(id, district, locationName, nameMl);
    },
  );

  deleteByIdRoute(
    app,
    {
      path: '/locations/:id',
      operationId: 'deleteLocation',
      tags,
      audit: audit.delete('location'),
      message: 'Location deleted successfully',
      inUse: true,
    },
    (id) => repository.delete(id),
  );
};
