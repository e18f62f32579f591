/**
 * Names of the demo creators and the countries they come from, by ethnicity: first names by gender, family names,
 * and the countries a creator of that background lives in besides the United States (where most creators of the
 * app's brands are). Together the lists name every country of src/domain/countries.ts.
 */
import type { CreatorCountry, Ethnicity, Gender } from '../../../src/domain/creators';

/** Names written as one line each: none of them has a space. */
const words = (line: string): string[] => line.split(' ');
/** Country codes of src/domain/countries.ts (the seed's test checks each is one). */
const places = (line: string): CreatorCountry[] => line.split(' ') as CreatorCountry[];

export type NamePool = Record<Gender, string[]> & { last: string[]; countries: CreatorCountry[] };

export const NAMES: Record<Ethnicity, NamePool> = {
  white: {
    female: words('Emma Olivia Chloe Hannah Sophie Lena Freya Clara Ava Grace Mia Ella'),
    male: words('Liam Noah Lucas Oliver Jack Felix Hugo Henrik Leo Ethan Owen Theo'),
    non_binary: words('Alex Sam Robin Jamie Charlie Riley Morgan Sasha'),
    last: words(
      'Carter Bennett Müller Rossi Novak Lindqvist Dubois Walsh Kowalski Miller Hayes Fischer Moreau Jensen',
    ),
    countries: places('CA GB IE FR DE IT PT NL BE CH AT SE NO DK FI PL CZ GR RO HU UA AU NZ ZA IL AR UY ES'),
  },
  african_american: {
    female: words('Aaliyah Imani Zoe Nia Jada Kiara Amara Tiana Maya Ebony Zuri Ayana'),
    male: words('Malik Jalen Andre Darius Marcus Terrell Isaiah Xavier Elijah Kofi Tunde'),
    non_binary: words('Jordan Taylor Quinn Kendall Sage Reese Avery'),
    last: words(
      'Johnson Williams Brooks Washington Greene Coleman Jefferson Okafor Mensah Robinson Harris Banks Adeyemi',
    ),
    countries: places('CA GB NG KE ZA DO BR FR CU PR'),
  },
  hawaiian: {
    female: words('Leilani Kalani Malia Noelani Kailani Mahina Pualani Anela'),
    male: words('Keoni Kai Makoa Ikaika Kekoa Nalu Koa Kaleo'),
    non_binary: words('Kainoa Akela Kahiau Lokelani Iolana'),
    last: words('Kahananui Kealoha Palakiko Akana Kamakana Kapule Nakoa Mahoe Kalua Aiona'),
    countries: places('NZ AU'),
  },
  hispanic: {
    female: words('Maya Valentina Camila Lucía Sofía Ximena Renata Daniela Isabela Mariana'),
    male: words('Mateo Diego Santiago Javier Andrés Emilio Sebastián Tomás Julián Nicolás'),
    non_binary: words('Ariel Alexis Dani Cruz Guadalupe Noa Eli'),
    last: words(
      'López García Hernández Martínez Ramírez Torres Vargas Núñez Castillo Ortega Flores Rojas Mendoza Silva',
    ),
    countries: places('MX AR BO BR CL CO CR CU DO EC SV GT HN NI PA PY PE PR UY VE ES'),
  },
  asian: {
    female: words('Mei Yuna Priya Hana Linh Ananya Sakura Jia Aisha Mai Ji-woo Siti'),
    male: words('Kenji Arjun Minh Wei Hiroshi Rahul Jun Haruto Ravi Bao Farhan'),
    non_binary: words('Ren Min Sora Yuki Kiran Hikaru An'),
    last: words('Chen Tanaka Kim Nguyen Patel Sharma Wong Sato Reyes Park Lim Rahman Santos Suzuki'),
    countries: places('IN PK BD CN HK TW JP KR SG MY TH VN PH ID CA AU'),
  },
  middle_eastern: {
    female: words('Layla Yasmin Noor Leila Dalia Salma Rania Zeynep Mariam Hala'),
    male: words('Omar Karim Amir Yusuf Tariq Khaled Emre Rami Hassan Samir'),
    non_binary: words('Nour Sami Rayan Ilham Dana'),
    last: words('Haddad Khalil Nasser Farouk Rahimi Aziz Demir Mansour Saleh Yilmaz Amin'),
    countries: places('TR IL AE SA EG MA GB FR DE'),
  },
};
