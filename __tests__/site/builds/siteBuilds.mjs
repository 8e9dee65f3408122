/**
 * The builds the site tests read, each made once a run in one fixed build folder (scripts/lib/site-builds.mjs),
 * one after another, in this order:
 *
 * - `site`: the repo's content as it is, a preview (SITE_STAGE unset), with the editor and the headers, as
 *   `npm run build` makes it, copied to the repo's public/; every served test reads it.
 * - `content-error`: a testimonial rated 7; the build must stop on its content check before any page.
 * - `her-practice`: a woman doctor (the settings' "Tratamento" feminino) whose settings add a date 3 days past, a
 *   closure 5 days ahead and holidays 20 days ahead, counted from today in Fortaleza; a preview, with the editor
 *   and the headers. doctor-form and special-dates read it: neither's check touches what the other changed.
 * - `production`: every placeholder filled in and every switch ticked, the patients' own testimonials, a photo,
 *   one article reviewed and the others left as drafts, built with SITE_STAGE=production.
 *
 * A test file asks for its build with `siteBuild(name)`: made by this run's driver already (scripts/test-site.mjs
 * sets SITE_BUILDS=made, and SKIP_BUILD=1 takes what the last run left), or made there and then when the file runs
 * alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { madeBuild, makeBuild, outputDir } from "../../../scripts/lib/site-builds.mjs";

const readJson = (folder, file) => JSON.parse(readFileSync(join(folder, file), "utf8"));
const writeJson = (folder, file, data) =>
  writeFileSync(join(folder, file), `${JSON.stringify(data, null, 2)}\n`);

/** Her name, as the settings would hold it. */
export const herName = "Dra. Ana Souza";

/** The builds, in the order a run makes them. */
export const builds = [
  { name: "site", steps: ["gatsby", "admin", "headers"], into: "repo" },
  {
    name: "content-error",
    async edit(folder) {
      const catarata = readJson(folder, "src/content/catarata.json");
      catarata.testimonials.items[0].rating = 7;
      writeJson(folder, "src/content/catarata.json", catarata);
    },
  },
  {
    name: "her-practice",
    steps: ["gatsby", "admin", "headers"],
    async edit(folder) {
      const {
        module: { practiceDay, addDays },
      } = await runnerImport("./src/content/specialDates.ts");
      const {
        module: { brazilianDate },
      } = await runnerImport("./src/content/practiceDetails.ts");
      const today = practiceDay(Date.now());
      const day = (days) => {
        const iso = addDays(today, days);
        return { iso, shown: brazilianDate(iso) };
      };
      const dates = {
        past: day(-3),
        closure: day(5),
        holidays: day(20),
        holidaysEnd: day(22),
        later: day(10),
      };
      const settings = readJson(folder, "src/content/site-settings.json");
      settings.practice.hoursExceptions.push(
        {
          from: dates.past.iso,
          reason: "Mutirão de catarata",
          intervals: [{ opens: "08:00", closes: "12:00" }],
        },
        { from: dates.closure.iso, reason: "Feriado municipal", intervals: [] },
        {
          from: dates.holidays.iso,
          until: dates.holidaysEnd.iso,
          reason: "Congresso de oftalmologia",
          intervals: [],
        },
      );
      writeJson(folder, "src/content/site-settings.json", {
        ...settings,
        doctorForm: "feminino",
        doctorName: herName,
        doctorTitle: "Médica Oftalmologista",
      });
      return { dates };
    },
  },
  {
    name: "production",
    stage: "production",
    async edit(folder) {
      const {
        module: { fillInEverything, replacePortrait, reviewOneArticle, withOwnTestimonials },
      } = await runnerImport("./__tests__/fixtures/readyToPublish.ts");
      const drafts = reviewOneArticle(folder);
      fillInEverything(folder, (name, data) =>
        name === "catarata.json" ? withOwnTestimonials(data) : data,
      );
      await replacePortrait(folder);
      return { drafts };
    },
  },
];

/** Makes every build, in order; resolves with their records, stopping at the first that did not end as meant. */
export async function makeAllBuilds(log = console.log) {
  const records = [];
  for (const build of builds) {
    const record = await makeBuild(build);
    log(`build ${build.name}: exit ${record.code} in ${record.seconds.toFixed(1)} s`);
    records.push(record);
    if (record.code !== 0 && build.name !== "content-error") {
      log(record.output);
      break;
    }
  }
  return records;
}

/**
 * The build named `name`: its exit code, what it printed, its time, the facts its edit returned and where its
 * output is (`dir`); made now unless this run made it already.
 */
export async function siteBuild(name) {
  const build = builds.find((candidate) => candidate.name === name);
  if (!build) throw new Error(`No build named ${name}`);
  const made =
    process.env.SITE_BUILDS === "made" || process.env.SKIP_BUILD ? madeBuild(name) : null;
  const record = made ?? (await makeBuild(build));
  return { ...record, dir: outputDir(build) };
}
